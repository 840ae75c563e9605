import { hash, verify } from '@node-rs/argon2';

// The library's default algorithm is argon2id; its Algorithm enum is empty at run time (stack notes).
export const hashPassword = (password: string): Promise<string> => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verifying against this keeps a wrong username as slow as a wrong password. */
let dummyHash: Promise<string> | undefined;
export function burnVerifyTime(password: string): Promise<boolean> {
  dummyHash ??= hashPassword('makro-timing-equaliser');
  return dummyHash.then((value) => verifyPassword(value, password));
}

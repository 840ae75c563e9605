// The users feature's public face: other features import from here only.
export { listUsers, createUser, updateUser, deleteUser, findUserOr404 } from './manage-users';
export { userDetail, setUserPermissions } from './user-permissions';
export { requestPasswordReset, sendPasswordReset, resetPassword } from './password-reset';
export { login, logout, currentUserInfo, freshUserInfo } from './login';
export { changePassword } from './change-password';
export { createAvatarRefresher, type AvatarRefresher } from './avatars';
export { searchUsersFor } from './global-search';
export { usersAwaitingActivation } from './activation';
export { unlockSession } from './unlock';

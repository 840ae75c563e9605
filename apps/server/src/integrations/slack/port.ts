/** A person in the company's team chat, as far as Makro cares. */
export interface ChatMember {
  email: string | null;
  image192: string | null;
  title: string | null;
  deleted: boolean;
  isBot: boolean;
}

/** What Makro needs from the team chat: everyone in it, for profile pictures. */
export interface ChatDirectoryPort {
  listMembers(): Promise<ChatMember[]>;
}

import { WebClient, type UsersListResponse } from '@slack/web-api';
import { IntegrationError } from '../http-client';
import type { ChatDirectoryPort, ChatMember } from './port';

export interface SlackOptions {
  /** Resolved per call: in sandbox mode the simulator's address is known only once the server listens. */
  apiUrl: () => string;
  token: string;
  pageSize?: number;
}

type SlackMember = NonNullable<UsersListResponse['members']>[number];

const orNull = (value: string | undefined | null) => (value ? value : null);

function toMember(member: SlackMember): ChatMember {
  return {
    email: orNull(member.profile?.email)?.toLowerCase() ?? null,
    image192: orNull(member.profile?.image_192),
    title: orNull(member.profile?.title),
    deleted: Boolean(member.deleted),
    isBot: Boolean(member.is_bot) || member.id === 'USLACKBOT',
  };
}

/**
 * Slack `users.list` through the official client (integrations.md §4): cursor paging until
 * `next_cursor` is empty; `ok:false` answers arrive as HTTP 200 and become IntegrationError.
 */
export function createSlackAdapter(options: SlackOptions): ChatDirectoryPort {
  return {
    async listMembers() {
      const client = new WebClient(options.token, {
        slackApiUrl: options.apiUrl(),
        timeout: 10_000,
        rejectRateLimitedCalls: true,
        retryConfig: { retries: 1, minTimeout: 200, maxTimeout: 1_000 },
      });
      const members: ChatMember[] = [];
      let cursor: string | undefined;
      try {
        do {
          const page = await client.users.list({ limit: options.pageSize ?? 200, ...(cursor ? { cursor } : {}) });
          members.push(...(page.members ?? []).map(toMember));
          cursor = page.response_metadata?.next_cursor || undefined;
        } while (cursor);
      } catch (error) {
        const data = (error as { data?: { error?: string } }).data;
        const message = data?.error ? `Slack: ${data.error}` : `Slack: ${(error as Error).message}`;
        throw new IntegrationError('Slack', message);
      }
      return members;
    },
  };
}

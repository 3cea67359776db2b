// The query strings of the chat API (server only: the web builds these URLs, it does not parse them).
import { z } from 'zod';
import { isUuid } from '../ids';
import { say } from '../messages';
import { plainString } from './text';

const INBOX_ROLES = ['buying', 'selling', 'all'] as const;
const CHOOSE_ROLE = say('chat.chooseRole');
const NO_SUCH_PAGE = say('chat.noPage');

/** GET /api/chat/conversations?role= (all when left out). */
export const inboxQuerySchema = z.object({
  role: z.enum(INBOX_ROLES, { error: CHOOSE_ROLE }).default('all'),
});

/** GET /api/chat/conversations/:id/messages?before= (a message id; the newest page when left out). */
export const messagesQuerySchema = z.object({
  before: plainString({ error: NO_SUCH_PAGE })
    .refine(isUuid, NO_SUCH_PAGE)
    .transform((id) => id.toLowerCase())
    .optional(),
});

export const CHAT_QUERY_MSG = { chooseRole: CHOOSE_ROLE, noSuchPage: NO_SUCH_PAGE } as const;

import type { en } from './en';
import type { enAdmin } from './en-admin';
import type { enChat } from './en-chat';

/** The whole English catalogue: en.ts, and the sections that travel with their pages (en-chat.ts, en-admin.ts). */
export type English = Omit<typeof en, 'chat'> & {
  chat: (typeof en)['chat'] & typeof enChat;
  admin: typeof enAdmin;
};

/** Same shape as the English catalogue, every leaf a string: a missing or extra key fails typecheck. */
type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type Catalogue = Strings<English>;

/** English text of src/domain (option, field label, category text) → its translation. */
export type DomainTexts = Record<string, string>;

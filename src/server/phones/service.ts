// The rules of verified phone numbers (decision 186). A person asks for a code for a number, types
// it in, and the number is theirs to show as 'Verified' on their ads. The limits are counted from the
// code rows in the database, under the person's row lock and a lock on the number, so every copy of
// the app counts the same codes; a send that fails is undone, so it costs the person nothing.
import type { FastifyBaseLogger } from 'fastify';
import type { CodeSentResponse, VerifiedPhonesResponse } from '../../domain/phone-api';
import {
  PHONE_CODE_MAX_TRIES,
  PHONE_CODES_PER_NUMBER_PER_HOUR,
  PHONE_CODES_PER_PERSON_PER_DAY,
  VERIFIED_PHONES_MAX,
} from '../../domain/limits';
import { englishText, say } from '../../domain/messages';
import type { Db } from '../db/client';
import { isoTime } from '../db/tx';
import { lockUser } from '../auth/guard';
import { ApiError, notFound, tooMany } from '../http/errors';
import { hashCode, newCode, sameHash, type CodeKey } from './code-hash';
import {
  addTry,
  addVerified,
  codesOfPersonToday,
  codesToNumberThisHour,
  deleteCode,
  insertCode,
  latestCode,
  listVerified,
  lockNumber,
  markUsed,
  removeVerified,
} from './repository';
import { SmsSendError, type SmsSender } from './sms/sender';

export { hasVerifiedPhone, verifiedAmong, sharedNumbersOf } from './repository';

export interface PhoneDeps {
  db: Db;
  /** Undefined where no SMS backend is configured: verification is off. */
  sender: SmsSender | undefined;
  key: CodeKey;
  log?: FastifyBaseLogger;
}

const bad = (message: string) => new ApiError(400, 'validation', message);
const PHONE_UNAVAILABLE = say('phone.unavailable');

export async function verifiedPhones(deps: PhoneDeps, userId: string): Promise<VerifiedPhonesResponse> {
  const rows = await listVerified(deps.db, userId);
  return {
    items: rows.map((r) => ({ phone: r.phone, verifiedAt: isoTime(r.verifiedAt) })),
    available: deps.sender !== undefined,
  };
}

/** Sends a code to `phone` (03xx-xxxxxxx, already parsed) for this person. */
export async function sendCode(deps: PhoneDeps, userId: string, phone: string): Promise<CodeSentResponse> {
  const { db, sender } = deps;
  if (!sender) throw new ApiError(503, 'unavailable', PHONE_UNAVAILABLE);
  const code = newCode();
  const saved = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    await lockNumber(tx, phone);
    const mine = await listVerified(tx, userId);
    if (mine.some((r) => r.phone === phone)) throw bad(say('phone.alreadyVerified'));
    if (mine.length >= VERIFIED_PHONES_MAX) throw bad(say('phone.tooMany'));
    if ((await codesOfPersonToday(tx, userId)) >= PHONE_CODES_PER_PERSON_PER_DAY)
      throw tooMany(say('phone.perDay'));
    if ((await codesToNumberThisHour(tx, phone)) >= PHONE_CODES_PER_NUMBER_PER_HOUR)
      throw tooMany(say('phone.perNumber'));
    return insertCode(tx, { userId, phone, codeHash: hashCode(deps.key, userId, phone, code) });
  });
  // Sent after the row is committed, so no transaction waits on the provider; a failed send removes
  // the row again, and with it the slot it took and the code it held.
  try {
    await sender.send({ to: phone, text: englishText({ code: 'phone.sms', values: { code } }) });
  } catch (error) {
    await deleteCode(db, saved.id);
    if (!(error instanceof SmsSendError)) deps.log?.error({ err: error }, 'SMS send failed');
    throw new ApiError(503, 'sms_failed', say('phone.sendFailed'));
  }
  return { phone, expiresAt: isoTime(saved.expiresAt) };
}

type Checked = { ok: true } | { ok: false; error: ApiError };

/** Checks the code typed for `phone`; the right one verifies the number. */
export async function checkCode(
  deps: PhoneDeps,
  userId: string,
  input: { phone: string; code: string },
): Promise<VerifiedPhonesResponse> {
  const { phone, code } = input;
  // A wrong try is committed and then refused: the count must survive the refusal.
  const checked = await deps.db.transaction(async (tx): Promise<Checked> => {
    await lockUser(tx, userId);
    const latest = await latestCode(tx, userId, phone);
    const refuse = (message: string, status = 400): Checked => ({
      ok: false,
      error: new ApiError(status, 'validation', message),
    });
    if (!latest) return refuse(say('phone.noCode'));
    if (latest.used) return refuse(say('phone.codeUsed'));
    if (latest.tries >= PHONE_CODE_MAX_TRIES) return refuse(say('phone.codeEnded'));
    if (latest.expired) return refuse(say('phone.codeExpired'));
    if (!sameHash(hashCode(deps.key, userId, phone, code), latest.codeHash)) {
      const left = PHONE_CODE_MAX_TRIES - (await addTry(tx, latest.id));
      return refuse(left > 0 ? say('phone.codeWrong', { left }) : say('phone.codeEnded'));
    }
    await markUsed(tx, latest.id);
    await addVerified(tx, userId, phone);
    return { ok: true };
  });
  if (!checked.ok) throw checked.error;
  return verifiedPhones(deps, userId);
}

export async function removePhone(deps: PhoneDeps, userId: string, phone: string): Promise<void> {
  if (!(await removeVerified(deps.db, userId, phone))) throw notFound(say('phone.notFound'));
}

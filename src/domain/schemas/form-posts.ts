// The bodies of forms that post without the app (decision 208): the same change as a JSON route, and
// the page to come back to.
import { z } from 'zod';
import { plainString } from './text';

/** Where the form was sent from: checked by the server to be a path of this site (never another site). */
const back = plainString().max(2000).optional();

/** POST /api/saved-ads/:adId, the heart sent as a form: '1' saves, '0' takes it off. */
export const savedAdFormSchema = z.strictObject({ save: z.enum(['1', '0']), back });

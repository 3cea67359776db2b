// User-facing validation texts, by name. Their wording is the message table's (src/domain/messages.ts);
// `say` remembers each text's code, so the server can send the code beside it (decision 154).
import { say } from '../messages';
import { groupDigits } from '../format/price';

const LAC = 100_000;
const CRORE = 10_000_000;
/** '2.5' lac, '25' crore: as priceInWords writes the figure (format/price.ts). */
const wordsAmount = (n: number) => Number(n.toFixed(2));

export const MSG = {
  required: (label: string) => say('form.required', { label }),
  brandName: say('form.brandName'),
  modelName: say('form.modelName'),
  contactRequired: say('form.contactRequired'),
  phoneInvalid: say('form.phoneInvalid'),
  imagesRequired: say('form.imagesRequired'),
  tooManyImages: say('form.tooManyImages'),
  formInvalid: say('form.invalid'),
  nulCharacter: say('form.nulCharacter'),
  /** Half of a surrogate pair, which PostgreSQL cannot store (src/server/http/storable-text.ts). */
  brokenCharacter: say('form.brokenCharacter'),
  priceDigits: (label: string) => say('form.priceDigits', { label }),
  priceTooHigh: (label: string) => say('form.priceTooHigh', { label }),
  /** An amount outside its plausible range (plausible.ts): the range in rupees, the top in lac or crore. */
  outOfRange: (label: string, min: number, max: number) => {
    const values = { label, min: groupDigits(min), max: groupDigits(max) };
    return max >= CRORE
      ? say('form.outOfRangeCrore', { ...values, top: wordsAmount(max / CRORE) })
      : say('form.outOfRangeLac', { ...values, top: wordsAmount(max / LAC) });
  },
  /** A price field holding a Pakistani mobile number (plausible.ts looksLikeMobileNumber). */
  numberIsPhone: (label: string) => say('form.numberIsPhone', { label }),
  chooseOption: (label: string) => say('form.chooseOption', { label: label.toLowerCase() }),
  chooseCity: say('form.chooseCity'),
  roomsRange: say('form.roomsRange'),
  dateFormat: say('form.dateFormat'),
  dateInPast: say('form.dateInPast'),
  year: (min: number, max: number) => say('form.year', { min, max }),
  tooLong: (label: string, max: number) => say('form.tooLong', { label, max }),
  /** A title of emoji or signs only ('🔥🔥🔥🔥🔥') tells a buyer nothing and finds nothing in search. */
  titleInWords: say('form.titleInWords'),
  /** A name of emoji or signs only ('🔥🔥🔥' as a model under Other) names nothing (decision 179). */
  nameInWords: (label: string) => say('form.nameInWords', { label }),
  tooShort: (label: string, min: number) => say('form.tooShort', { label, min }),
  priceTooLow: (label: string, min: number) => say('form.priceTooLow', { label, min }),
  unknownField: (name: string) => say('form.unknownField', { name }),
  brandUnknown: say('form.brandUnknown'),
  modelUnknown: say('form.modelUnknown'),
  categoryUnknown: say('form.categoryUnknown'),
  notLoggedIn: say('form.notLoggedIn'),
  /** Photo checks (docs/product.md §8), the same words from the picker and from POST /api/images. */
  imageType: (name: string) => say('image.type', { name }),
  imageTooLarge: (name: string) => say('image.tooLarge', { name }),
  imageProblem: say('image.problem'),
  imagePixels: (name: string) => say('image.pixels', { name }),
  imageOneAtATime: say('image.oneAtATime'),
  uploadsInFlight: say('image.inFlight'),
  uploadsBusy: say('image.busy'),
  imageMissing: say('image.missing'),
  imageUnavailable: say('image.unavailable'),
  imageDuplicate: say('image.duplicate'),
  uploadsPerHour: say('image.perHour'),
  adsPerDay: say('ad.perDay'),
  adNotFound: say('ad.notFound'),
} as const;

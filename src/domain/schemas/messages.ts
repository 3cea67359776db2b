// User-facing validation texts. The spec's own words where it gives them (docs/product.md §5, §8).
import {
  ADS_PER_DAY,
  MAX_IMAGE_MB,
  MAX_IMAGES,
  MAX_INPUT_PIXELS,
  ROOMS_CUSTOM_MAX,
  ROOMS_CUSTOM_MIN,
  UNATTACHED_UPLOADS_PER_HOUR,
} from '../limits';
import { PHONE_EXAMPLE } from '../format/phone';

export const MSG = {
  required: (label: string) => `${label} is required`,
  brandName: 'Brand name is required',
  modelName: 'Model name is required',
  contactRequired: 'Contact number is required',
  phoneInvalid: `Please enter a valid phone number (e.g., ${PHONE_EXAMPLE})`,
  imagesRequired: 'Please upload at least one image',
  tooManyImages: `You can upload a maximum of ${MAX_IMAGES} images.`,
  formInvalid: 'You are forgetting some fields.',
  nulCharacter: 'Please remove the invisible control character from this text.',
  priceDigits: (label: string) => `${label} can only contain digits and a dot`,
  priceTooHigh: (label: string) => `${label} is higher than any real ad`,
  chooseOption: (label: string) => `Choose a ${label.toLowerCase()} from the list`,
  chooseCity: 'Choose a city from the list',
  roomsRange: `Enter a number from ${ROOMS_CUSTOM_MIN} to ${ROOMS_CUSTOM_MAX}`,
  dateFormat: 'Choose a date',
  dateInPast: 'Available from cannot be before today',
  year: (min: number, max: number) => `Enter a year between ${min} and ${max}`,
  tooLong: (label: string, max: number) => `${label} can be at most ${max} characters`,
  /** A title of emoji or signs only ('🔥🔥🔥🔥🔥') tells a buyer nothing and finds nothing in search. */
  titleInWords: 'Please describe the item in words.',
  tooShort: (label: string, min: number) => `${label} must be at least ${min} characters`,
  priceTooLow: (label: string, min: number) => `${label} must be at least Rs. ${min}`,
  unknownField: (name: string) => `${name} is not a field of this form`,
  brandUnknown: 'Choose a brand from the list, or Other',
  modelUnknown: 'Choose a model from the list, or Other',
  categoryUnknown: 'Choose a category from the list',
  notLoggedIn: 'Please log in to submit your post.',
  /** Photo checks (docs/product.md §8), the same words from the picker and from POST /api/images. */
  imageType: (name: string) => `File ${name} is not a supported image format.`,
  imageTooLarge: (name: string) => `File ${name} is too large. Maximum size is ${MAX_IMAGE_MB}MB.`,
  imageProblem: 'There was a problem processing your images. Please try again.',
  /** Our own words where the spec has none. */
  imagePixels: (name: string) =>
    `File ${name} has too many pixels. Please upload a photo of at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
  imageOneAtATime: 'Please upload one photo at a time.',
  uploadsInFlight: 'Please wait for your other photos to finish uploading, then try again.',
  uploadsBusy: 'We are processing many photos right now. Please try again in a minute.',
  imageMissing: 'Please choose a photo to upload.',
  imageUnavailable: 'One of the photos is no longer available. Please upload it again.',
  imageDuplicate: 'Each photo can be added only once.',
  uploadsPerHour: `You have uploaded more than ${UNATTACHED_UPLOADS_PER_HOUR} photos in the last hour without posting them. Please post your ad, or try again later.`,
  adsPerDay: `You have posted ${ADS_PER_DAY} ads today. Please try again tomorrow.`,
  adNotFound: 'Ad not found.',
} as const;

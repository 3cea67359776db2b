// User-facing validation texts. The spec's own words where it gives them (SPEC §5, §8).
import { MAX_IMAGES } from '../limits';
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
  priceDigits: (label: string) => `${label} can only contain digits and a dot`,
  priceTooHigh: (label: string) => `${label} is higher than any real ad`,
  chooseOption: (label: string) => `Choose a ${label.toLowerCase()} from the list`,
  chooseCity: 'Choose a city from the list',
  roomsMin: 'Enter a number of at least 1',
  dateFormat: 'Choose a date',
  dateInPast: 'Available from cannot be before today',
  year: (min: number, max: number) => `Enter a year between ${min} and ${max}`,
  tooLong: (label: string, max: number) => `${label} can be at most ${max} characters`,
  unknownField: (name: string) => `${name} is not a field of this form`,
  brandUnknown: 'Choose a brand from the list, or Other',
  modelUnknown: 'Choose a model from the list, or Other',
  categoryUnknown: 'Choose a category from the list',
  notLoggedIn: 'Please log in to submit your post.',
} as const;

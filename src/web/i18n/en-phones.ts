// The English texts of verified phone numbers in Settings (decision 186), the `phones` section of the
// catalogue, travelling with the settings page as its own section does. ur.ts has them in `phones`.
export const enPhones = {
  title: 'Verified numbers',
  note: 'Prove a number is yours with a code by SMS. Your ads that use a verified number show Verified.',
  none: 'No verified numbers yet.',
  unavailable: 'Phone verification is not available on this site right now.',
  number: 'Mobile number',
  numberHint: 'Pakistani mobile number, {{example}}. We send a {{length}}-digit code to it.',
  sendCode: 'Send code',
  sending: 'Sending…',
  sent: 'We sent a {{length}}-digit code to {{phone}}. It works for {{minutes}} minutes.',
  code: 'Code from the SMS',
  verify: 'Verify',
  verifying: 'Checking…',
  newCode: 'Send a new code',
  otherNumber: 'Use another number',
  verified: 'Number verified. Your ads that use it now show Verified.',
  remove: 'Remove',
  removeNumber: 'Remove {{phone}}',
  removed: 'Number removed.',
  failed: 'That did not work. Please try again.',
};

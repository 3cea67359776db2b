import { MSG } from '../../domain/schemas/messages';

/** A number slot of a message template. */
const slot = (name: string) => `{{${name}}}` as unknown as number;

/**
 * The validation messages of src/domain/schemas (MSG) as templates: plain ones as they are, worded
 * ones with '{{label}}', '{{min}}', '{{max}}' or '{{name}}' where the value goes. The form shows a
 * zod message through useMessageText, which matches it against these and words it in Urdu.
 */
export function messageTemplates(): string[] {
  const plain = (Object.values(MSG) as unknown[]).filter((v): v is string => typeof v === 'string');
  return [
    ...plain,
    MSG.required('{{label}}'),
    MSG.priceDigits('{{label}}'),
    MSG.priceTooHigh('{{label}}'),
    MSG.chooseOption('{{label}}'),
    MSG.year(slot('min'), slot('max')),
    MSG.tooLong('{{label}}', slot('max')),
    MSG.tooShort('{{label}}', slot('min')),
    MSG.priceTooLow('{{label}}', slot('min')),
    MSG.unknownField('{{name}}'),
    MSG.imageType('{{name}}'),
    MSG.imageTooLarge('{{name}}'),
    MSG.imagePixels('{{name}}'),
  ];
}

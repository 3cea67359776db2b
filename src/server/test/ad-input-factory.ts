// Valid ad input per category for the API tests (see src/domain/schemas/ad-input-sample.ts).
export { sampleAdInput as validAdInput, type AdInputOverrides } from '../../domain/schemas/ad-input-sample';

// Valid ad input per category for the API tests (see test/support/domain/ad-input-sample.ts).
export { sampleAdInput as validAdInput, type AdInputOverrides } from '../domain/ad-input-sample';

// Ad and photo ids are UUIDs made by the server. Checking the shape first turns a malformed id into
// an ordinary "not found" instead of a database error.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

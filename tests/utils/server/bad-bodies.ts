// Every kind of bad request body the suites fire at JSON routes: broken JSON, wrong content
// types, non-objects, wrong types, huge strings, nested garbage and smuggled extra fields.
export type BadBody = { name: string; contentType: string; payload: string | Buffer };

const json = (name: string, value: unknown): BadBody => ({
  name,
  contentType: 'application/json',
  payload: JSON.stringify(value),
});
const raw = (
  name: string,
  payload: string | Buffer,
  contentType = 'application/json',
): BadBody => ({
  name,
  contentType,
  payload,
});

let deep: unknown = 'bottom';
for (let i = 0; i < 2000; i += 1) deep = i % 2 ? { a: deep } : [deep];

export const BAD_BODIES: BadBody[] = [
  raw('truncated JSON', '{"email": "a@example.com", '),
  raw('unquoted keys', '{email: 1}'),
  raw('single quotes', "{'email': 'a@example.com'}"),
  raw('the word undefined', 'undefined'),
  raw('empty body with JSON type', ''),
  raw('NUL bytes', '\u0000\u0000'),
  raw('plain text', 'hello', 'text/plain'),
  raw('JSON sent as text/plain', '{"email":"a@example.com","password":"secret1"}', 'text/plain'),
  raw(
    'form encoded',
    'email=a%40example.com&password=secret1',
    'application/x-www-form-urlencoded',
  ),
  raw('xml', '<user><email>a@example.com</email></user>', 'application/xml'),
  raw(
    'multipart',
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--',
    'multipart/form-data; boundary=x',
  ),
  raw('binary', Buffer.from([0, 255, 1, 254, 137, 80, 78, 71]), 'application/octet-stream'),
  json('null', null),
  json('empty array', []),
  json('array of objects', [{ email: 'a@example.com', password: 'secret1', firstName: 'A' }]),
  json('string', 'a@example.com'),
  json('number', 42),
  json('boolean', true),
  json('empty object', {}),
  json('wrong types', { name: 5, email: true, password: {}, firstName: ['A'], lastName: 7 }),
  json('operator injection', {
    email: { $gt: '' },
    password: { $ne: null },
    firstName: { $gt: '' },
  }),
  json('huge strings', {
    name: 'x'.repeat(100_000),
    email: `${'y'.repeat(100_000)}@example.com`,
    password: 'z'.repeat(100_000),
    firstName: 'f'.repeat(100_000),
  }),
  raw('over the body limit', JSON.stringify({ firstName: 'A', email: 'x'.repeat(1_200_000) })),
  json('list is a string', { firstName: 'A', education: 'Graduate' }),
  json('list of numbers', { firstName: 'A', children: [1, 2, 3] }),
  json('child age not a number', { firstName: 'A', children: [{ name: 'C', age: 'ten' }] }),
  json('vehicle type unknown', { firstName: 'A', vehicle: [{ type: 'Bike', count: 1 }] }),
  json('nested arrays', { firstName: 'A', positionHeld: [[[[{ title: 'x' }]]]] }),
  json('too many list rows', { firstName: 'A', education: Array.from({ length: 60 }, () => ({})) }),
  json('bad date', { firstName: 'A', dob: '12/03/1984' }),
  json('deep nesting', { firstName: 'A', education: deep }),
  json('extra fields with bad ones', {
    email: 'not-an-email',
    password: 'x',
    firstName: '',
    role: 'admin',
    scope: '',
    booth_id: '00000000-0000-4000-8000-000000000000',
  }),
  json('NUL characters', {
    name: 'Ram\u0000',
    email: 'ram\u0000@example.com',
    password: 'secret\u0000',
    firstName: 'Ram\u0000',
    education: [{ std: '\u0000' }],
  }),
  raw(
    'lone surrogates',
    '{"name":"\\ud800","email":"a\\udc00@example.com","password":"\\ud800","firstName":"\\ud800"}',
  ),
  raw('prototype pollution', '{"__proto__":{"role":"admin"},"firstName":"A"}'),
  raw('constructor pollution', '{"constructor":{"prototype":{"role":"admin"}},"firstName":"A"}'),
];

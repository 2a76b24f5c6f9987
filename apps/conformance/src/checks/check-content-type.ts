import type { CheckFunction } from './check-context.js';

/** Streams are `text/event-stream`; every other answer, errors included, is `application/json`. */
export const checkContentType: CheckFunction = ({ testCase, response }) => {
  const contentType = response.headers['content-type'] ?? '';
  const isSuccess = response.status >= 200 && response.status < 300;
  const expected = testCase.stream === true && isSuccess ? 'text/event-stream' : 'application/json';
  return contentType.toLowerCase().includes(expected)
    ? []
    : [`content-type is "${contentType}", expected ${expected}`];
};

import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody, ErrorCode } from '@makro/domain/shared';
import { REQUEST_ID_HEADER } from '../observability/request-log';

/** Longest path segment the router matches; contracts bound their own params well below it. */
export const MAX_PARAM_LENGTH = 200;
/** Node's own default, stated: a request whose headers are larger is answered 431 (in the envelope). */
export const MAX_HEADER_SIZE = 16 * 1024;

const envelope = (code: ErrorCode, message: string, details?: ErrorBody['error']['details']): ErrorBody => ({
  error: details === undefined ? { code, message } : { code, message, details },
});

/**
 * Failures Fastify meets before a route (and so before the error handler) runs: a malformed or too long path
 * segment. Answered in the envelope; the offending path is never echoed.
 */
function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  // The request hooks, which put the id on every other answer, do not run here.
  void reply.header(REQUEST_ID_HEADER, request.id);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply
      .code(414)
      .send(envelope('bad_request', `A part of the address is longer than ${MAX_PARAM_LENGTH} characters.`));
    return;
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    const message = 'The address is not valid (a malformed %-escape).';
    // Like every other 400, it names what was wrong: a path parameter (the router decodes them before any route).
    void reply.code(400).send(envelope('bad_request', message, { fields: [{ field: 'params', message }] }));
    return;
  }
  void reply.code(500).send(envelope('internal', 'Something went wrong on our side. Please try again.'));
}

/**
 * Failures Node meets while reading a request, before Fastify sees it (headers too large, a timeout, bytes that
 * are not HTTP): written to the socket in the envelope, then the connection is closed as Node would.
 */
function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, `The request headers are larger than ${MAX_HEADER_SIZE} bytes.`]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive.']
        : [400, 'The request is not valid HTTP.'];
  const body = JSON.stringify(envelope('bad_request', message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Fastify options so that every answer, even those given before any route runs, is in the error envelope. */
export const frameworkErrorOptions = {
  routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
  http: { maxHeaderSize: MAX_HEADER_SIZE },
  frameworkErrors,
  clientErrorHandler,
};

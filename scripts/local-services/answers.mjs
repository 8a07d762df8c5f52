// How the local services answer: the senders (bytes, JSON, text, the platform's error body, 404),
// reading a JSON request body, and the injected faults of faults.mjs applied the same way by every
// service (index.mjs, filing.mjs, helpAdmin.mjs).
import { faultFor } from './faults.mjs'

/** @typedef {import('node:http').IncomingMessage} Req */
/** @typedef {import('node:http').ServerResponse} Res */
/**
 * The senders every service answers with; each returns true (the request is answered).
 * @typedef {{
 *   send: (req: Req, res: Res, status: number, body: string | Buffer,
 *     headers?: Record<string, string | number>) => true,
 *   json: (req: Req, res: Res, status: number, data: unknown,
 *     headers?: Record<string, string | number>) => true,
 *   text: (req: Req, res: Res, status: number, message: string, type?: string) => true,
 *   notFound: (req: Req, res: Res, what?: string) => true,
 *   error: (req: Req, res: Res, status: number, message: string, path?: string,
 *     bodyStatus?: number) => true,
 * }} Answers
 */

export const JSON_TYPE = 'application/json; charset=utf-8'
export const TEXT_TYPE = 'text/plain; charset=utf-8'
export const NOT_FOUND = 'The requested resource could not be found.'

/**
 * Senders that add `baseHeaders` (e.g. the sample-data mark) to every answer. A HEAD request gets
 * the headers (with the body's length) and no body.
 * @param {Record<string, string>} [baseHeaders]
 * @returns {Answers}
 */
export function createAnswers(baseHeaders = {}) {
  /** @type {Answers['send']} */
  function send(req, res, status, body, headers = {}) {
    const buffer = Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8')
    res.writeHead(status, {
      ...baseHeaders,
      'Cache-Control': 'no-cache',
      'Content-Length': buffer.length,
      ...headers,
    })
    res.end(req.method === 'HEAD' ? undefined : buffer)
    return true
  }
  /** @type {Answers['json']} */
  const json = (req, res, status, data, headers = {}) =>
    send(req, res, status, JSON.stringify(data), { 'Content-Type': JSON_TYPE, ...headers })
  /** @type {Answers['text']} */
  const text = (req, res, status, message, type = TEXT_TYPE) =>
    send(req, res, status, message, { 'Content-Type': type })
  /** @type {Answers['notFound']} */
  const notFound = (req, res, what = NOT_FOUND) => text(req, res, 404, what)
  /** The platform's error body `{ httpStatus, message, path }` (`path` left out when not given). */
  /** @type {Answers['error']} */
  const error = (req, res, status, message, path, bodyStatus = status) =>
    json(req, res, status, {
      httpStatus: bodyStatus,
      message,
      ...(path === undefined ? {} : { path }),
    })
  return { send, json, text, notFound, error }
}

/**
 * The request's JSON body, or null when it is not JSON or larger than 1 MB.
 * @param {Req} req
 * @returns {Promise<any>}
 */
export async function readJson(req) {
  /** @type {Buffer[]} */
  const chunks = []
  let size = 0
  for await (const chunk of req) {
    size += chunk.length
    if (size > 1_000_000) return null
    chunks.push(chunk)
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'))
  } catch {
    return null
  }
}

/**
 * Applies the fault the request asks for (faults.mjs) on `pathname`: true when it answered (or
 * dropped) the request, false when the service is to answer it (no fault, or after a delay).
 * `malformed` is the truncated body a "malformed" fault sends with status 200; `message` the
 * server errors' message; `path` whether error bodies name the path.
 * @param {Req} req
 * @param {Res} res
 * @param {string} pathname
 * @param {Answers} answers
 * @param {{ malformed: string, message: string, path: boolean }} service
 * @returns {Promise<boolean>}
 */
export async function applyFault(req, res, pathname, answers, { malformed, message, path }) {
  const rule = faultFor(req, pathname)
  if (!rule) return false
  const [kind, arg] = rule.fault.split(':')
  const at = path ? pathname : undefined
  switch (kind) {
    case 'invalid':
      return answers.text(
        req,
        res,
        400,
        `Bad hmda-fault value: ${'errors' in rule ? rule.errors.join('; ') : ''}`,
      )
    case '500':
    case '502':
    case '503':
      return answers.error(req, res, Number(kind), message, at)
    case '404':
      return answers.notFound(req, res)
    case 'reset':
      req.socket.destroy()
      return true
    case 'hang':
      req.socket.setTimeout(300_000, () => req.socket.destroy())
      return true
    case 'malformed':
      return answers.send(req, res, 200, malformed, { 'Content-Type': JSON_TYPE })
    case '429':
      res.setHeader('Retry-After', arg ?? '30')
      return answers.error(req, res, 429, 'Too many requests', at)
    case 'delay':
      await new Promise((resolve) => setTimeout(resolve, Number(arg)))
      return false
  }
  return false
}

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A real HTTP server on loopback that speaks the OpenAI chat-completions
 * protocol, streaming (SSE) and tool calls included, for the counselor's API
 * tests. Each test scripts what the "model" does with `respond`; every request
 * body is kept in `requests` so tests can check what Waypoint sent.
 */

export type ChatMessage = {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content: string | null;
  tool_calls?: { id: string; type: 'function'; function: { name: string; arguments: string } }[];
  tool_call_id?: string;
};

export type ChatCompletionRequest = {
  model: string;
  messages: ChatMessage[];
  stream?: boolean;
  max_tokens?: number;
  tools?: { type: 'function'; function: { name: string; description?: string; parameters: unknown } }[];
  stream_options?: { include_usage?: boolean };
};

export type Script =
  /** Streams the text in these pieces, then stops. */
  | { kind: 'text'; pieces: readonly string[]; delayMs?: number; usage?: { prompt: number; completion: number } }
  /** Asks Waypoint to run tools. */
  | { kind: 'tools'; calls: { name: string; arguments: Record<string, unknown> }[] }
  | { kind: 'status'; status: number; body?: string }
  /** A 200 stream whose data line is not JSON. */
  | { kind: 'bad-json' }
  /** Sends these pieces, then drops the connection mid-stream. */
  | { kind: 'cut'; pieces: readonly string[] }
  /** Never answers (for timeouts). */
  | { kind: 'hang' };

export type Responder = (request: ChatCompletionRequest) => Script;

function chunk(delta: Record<string, unknown>, finishReason: string | null = null) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: 'test-model',
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
}

function send(res: ServerResponse, payload: unknown) {
  res.write(`data: ${JSON.stringify(payload)}\n\n`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readBody(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

export async function startFakeOpenAi() {
  const requests: ChatCompletionRequest[] = [];
  const authorizations: (string | undefined)[] = [];
  let respond: Responder = () => ({ kind: 'text', pieces: ['Hello.'] });
  const hanging = new Set<ServerResponse>();

  const server = createServer(async (req, res) => {
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
      return;
    }
    const request = JSON.parse(await readBody(req)) as ChatCompletionRequest;
    requests.push(request);
    authorizations.push(req.headers.authorization);
    const script = respond(request);
    if (script.kind === 'status') {
      res
        .writeHead(script.status, { 'content-type': 'application/json' })
        .end(script.body ?? JSON.stringify({ error: { message: 'upstream failure', type: 'server_error' } }));
      return;
    }
    if (script.kind === 'hang') {
      hanging.add(res);
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    if (script.kind === 'bad-json') {
      res.write('data: {"id":"chatcmpl-test","choices":[{"index":0,"delta":{"content":"Hel\n\n');
      res.end('data: [DONE]\n\n');
      return;
    }
    if (script.kind === 'tools') {
      script.calls.forEach((call, index) => {
        send(
          res,
          chunk({
            role: 'assistant',
            tool_calls: [{ index, id: `call_${index + 1}`, type: 'function', function: { name: call.name, arguments: '' } }],
          }),
        );
        send(res, chunk({ tool_calls: [{ index, function: { arguments: JSON.stringify(call.arguments) } }] }));
      });
      send(res, chunk({}, 'tool_calls'));
      send(res, {
        id: 'chatcmpl-test',
        object: 'chat.completion.chunk',
        created: 1_700_000_000,
        model: 'test-model',
        choices: [],
        usage: { prompt_tokens: 300, completion_tokens: 20, total_tokens: 320 },
      });
      res.end('data: [DONE]\n\n');
      return;
    }
    send(res, chunk({ role: 'assistant', content: '' }));
    for (const piece of script.pieces) {
      if (res.destroyed) return;
      send(res, chunk({ content: piece }));
      if (script.kind === 'text' && script.delayMs) await sleep(script.delayMs);
    }
    if (script.kind === 'cut') {
      // Let the pieces reach the client, then drop the connection without finishing the stream.
      await sleep(20);
      res.socket?.destroy();
      return;
    }
    send(res, chunk({}, 'stop'));
    const usage = script.usage ?? { prompt: 400, completion: 60 };
    send(res, {
      id: 'chatcmpl-test',
      object: 'chat.completion.chunk',
      created: 1_700_000_000,
      model: 'test-model',
      choices: [],
      usage: { prompt_tokens: usage.prompt, completion_tokens: usage.completion, total_tokens: usage.prompt + usage.completion },
    });
    res.end('data: [DONE]\n\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    authorizations,
    respond(responder: Responder) {
      respond = responder;
    },
    async close() {
      for (const res of hanging) res.socket?.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeOpenAi = Awaited<ReturnType<typeof startFakeOpenAi>>;

/** The JSON Waypoint returned for the latest tool call, as the model would read it. */
export function lastToolResult(request: ChatCompletionRequest): unknown {
  const message = [...request.messages].reverse().find((m) => m.role === 'tool');
  return message?.content ? JSON.parse(message.content) : undefined;
}

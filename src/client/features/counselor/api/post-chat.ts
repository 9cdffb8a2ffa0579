import type { ChatRequest } from '@domain/counselor/schemas';
import { api } from '@client/shared/lib/api-client';

/** POST /api/counselor/chat: the answer comes back as a stream (use-counselor-chat.ts reads it). */
export function postChat(request: ChatRequest, signal: AbortSignal) {
  return api.counselor.chat.$post({ json: request }, { init: { signal } });
}

import { useChat } from '@ai-sdk/react';
import { DefaultChatTransport } from 'ai';
import { useEffect, useRef, useState } from 'react';
import type { CounselorContext, CounselorUIMessage } from '@domain/counselor/schemas';
import { currentLocale } from '@client/shared/i18n/i18n-store';
import { buildChatRequest } from './chat-request';

export type CounselorChatOptions = {
  initialMessages: CounselorUIMessage[];
  initialConversationId: string | null;
  signedIn: boolean;
  context: CounselorContext;
  /** A reply finished; `conversationId` is set once the server saved the conversation. */
  onReplied: (conversationId: string | null) => void;
};

/** The streaming chat with the counselor API; the conversation id the server assigns is sent with every later question. */
export function useCounselorChat({ initialMessages, initialConversationId, signedIn, context, onReplied }: CounselorChatOptions) {
  const conversationId = useRef(initialConversationId);
  // What the next request sends; kept in refs so the transport, made once, always reads the latest.
  const latest = useRef({ signedIn, context, onReplied });
  useEffect(() => {
    latest.current = { signedIn, context, onReplied };
  });
  const [transport] = useState(
    () =>
      new DefaultChatTransport<CounselorUIMessage>({
        api: '/api/counselor/chat',
        credentials: 'same-origin',
        // The counselor answers in the active language (issue 22), as every other API call asks.
        prepareSendMessagesRequest: ({ messages }) => ({
          headers: { 'Accept-Language': currentLocale() ?? 'en' },
          body: buildChatRequest(messages, {
            conversationId: conversationId.current,
            signedIn: latest.current.signedIn,
            context: latest.current.context,
          }),
        }),
      }),
  );
  return useChat<CounselorUIMessage>({
    transport,
    messages: initialMessages,
    onFinish: ({ message }) => {
      const saved = message.metadata?.conversationId;
      if (saved) conversationId.current = saved;
      latest.current.onReplied(conversationId.current);
    },
  });
}

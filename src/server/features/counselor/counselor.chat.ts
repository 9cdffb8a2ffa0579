import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import {
  APICallError,
  consumeStream,
  createUIMessageStream,
  createUIMessageStreamResponse,
  InvalidResponseDataError,
  JSONParseError,
  RetryError,
  stepCountIs,
  streamText,
  tool,
  TypeValidationError,
  type ModelMessage,
  type UIMessageStreamWriter,
} from 'ai';
import { z } from 'zod';
import type { CrisisKind } from '@domain/counselor/crisis';
import { crisisReply } from '@domain/counselor/crisis';
import type {
  CounselorContext,
  CounselorMode,
  CounselorSource,
  CounselorUIMessage,
  HistoryTurn,
  ReplyStatus,
} from '@domain/counselor/schemas';
import type { Locale } from '@domain/i18n/locales';
import type { Env } from '@server/env';
import type { Logger } from '@server/logger';
import type { CounselorCatalog } from './counselor.catalog';
import { answerChoice } from './counselor.choices';
import { namedRows, planFor, resolveQuestionFacts } from './counselor.facts';
import { groundedNumbers, systemPrompt, unverifiedFigures } from './counselor.prompt';
import {
  borrowingFor,
  describeCareers,
  describeMajors,
  gradeFor,
  loanPayment,
  lookupCareer,
  lookupCollege,
  lookupMajor,
  CATALOG_NAMES,
  shownNames,
  sourcesIn,
  uniqueSources,
  type Sourced,
} from './counselor.tools';
import { answerOffline } from './offline-counselor';
import { translate } from '@server/shared/messages';
import type { SavedLists } from './counselor.saved';

/*
 * One counselor reply, streamed to the browser in the AI SDK's UI message
 * stream protocol (what useChat reads). Three ways to answer, chosen by the
 * route: the crisis reply (no model involved), the offline counselor, or the
 * configured model with Waypoint's tools. However the reply ends (finished,
 * stopped, provider error), `onDone` gets what was shown, so it can be saved.
 */

export type ReplyOutcome = {
  text: string;
  sources: CounselorSource[];
  status: ReplyStatus;
  answeredBy: CounselorMode | 'safety';
  tokens: number;
};

type Writer = UIMessageStreamWriter<CounselorUIMessage>;

export type ReplyPlan =
  | { kind: 'safety'; crisis: CrisisKind }
  | { kind: 'offline'; question: string; context: CounselorContext; catalog: CounselorCatalog; saved?: SavedLists }
  | {
      kind: 'ai';
      question: string;
      context: CounselorContext;
      catalog: CounselorCatalog;
      /** The signed-in student's saved careers and colleges. */
      saved?: SavedLists;
      history: HistoryTurn[];
      ai: NonNullable<Env['ai']>;
    };

export interface ReplyOptions {
  plan: ReplyPlan;
  /** The language to answer in: the request's. */
  language?: Locale;
  conversationId: string | undefined;
  /** Aborted when the student presses Stop (the browser drops the request). */
  stopSignal: AbortSignal;
  logger: Logger;
  now: Date;
  /** Starts the provider's deadline; the server's clock, so a test can fire it instead of waiting for it. */
  timeout: (ms: number) => AbortSignal;
  onDone: (outcome: ReplyOutcome) => Promise<void>;
}

/**
 * The offline counselor types its answer a few words at a time, so it reads like the model does and can be stopped:
 * about 65 words a second. Each piece costs the server the same whatever its length (a stream chunk, its JSON, a
 * socket write), so the words come six at a time every 90 ms rather than two every 30 ms: a third of the writes for
 * the same pace.
 */
const OFFLINE_WORDS_PER_CHUNK = 6;
const OFFLINE_CHUNK_DELAY_MS = 90;

/** Waits, or stops early on abort; the abort listener is removed either way, so a long reply adds none. */
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const onAbort = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });

async function writeText(writer: Writer, text: string, paced: AbortSignal | null): Promise<string> {
  const id = 'text-1';
  writer.write({ type: 'text-start', id });
  let written = '';
  const pieces = text.match(new RegExp(`(\\S+\\s*){1,${OFFLINE_WORDS_PER_CHUNK}}|\\s+`, 'g')) ?? [text];
  for (const piece of pieces) {
    if (paced?.aborted) break;
    writer.write({ type: 'text-delta', id, delta: piece });
    written += piece;
    if (paced) await sleep(OFFLINE_CHUNK_DELAY_MS, paced);
  }
  writer.write({ type: 'text-end', id });
  return written;
}

/** A message for the student; the details go to the log only. */
export function providerErrorMessage(error: unknown, language: Locale = 'en'): string {
  const t = translate(language);
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  if (APICallError.isInstance(cause)) {
    const status = cause.statusCode;
    if (status === 429) return t('counselor-replies.failure.busy');
    if (status === 401 || status === 403) return t('counselor-replies.failure.key');
    if (status !== undefined && status >= 500) return t('counselor-replies.failure.server', { status });
    if (status !== undefined && status >= 400) return t('counselor-replies.failure.refused', { status });
    // No status: never connected. A success status: the stream broke after it started.
    if (status === undefined) return t('counselor-replies.failure.unreachable');
  }
  if (JSONParseError.isInstance(cause) || TypeValidationError.isInstance(cause) || InvalidResponseDataError.isInstance(cause)) {
    return t('counselor-replies.failure.unreadable');
  }
  return t('counselor-replies.failure.cutOff');
}

/** The model's tools; each result's figures and sources are recorded for the sources list and the figure check. */
function counselorTools(
  catalog: CounselorCatalog,
  now: Date,
  record: { sources: CounselorSource[]; results: unknown[] },
  saved?: SavedLists,
) {
  const keep = <T>(result: Sourced<T>): T => {
    record.sources.push(...result.sources);
    record.results.push(result.data);
    return result.data;
  };
  const amount = z.number().min(0).max(10_000_000);
  return {
    lookup_career: tool({
      description:
        'Find careers in Waypoint’s catalog by name (e.g. "electrician") or O*NET-SOC code (e.g. "47-2111.00"). Returns median annual pay (BLS OEWS, May 2024), projected job growth, typical entry education. null means not reported.',
      inputSchema: z.object({ query: z.string().min(2).max(100) }),
      execute: async ({ query }) => {
        // Whole-phrase names and aliases first, as the offline counselor reads them ("art" is never "art directors").
        const whole = (await namedRows(query, catalog)).careers.slice(0, 3);
        return { careers: keep(whole.length ? describeCareers(whole) : await lookupCareer(catalog, query)) };
      },
    }),
    lookup_major: tool({
      description:
        'Find college majors by name. Returns bachelor’s graduates’ median early-career earnings and median federal debt (College Scorecard), and the financial grade of that debt. null means not reported.',
      inputSchema: z.object({ query: z.string().min(2).max(100) }),
      execute: async ({ query }) => {
        const whole = (await namedRows(query, catalog)).majors.slice(0, 3);
        return { majors: keep(whole.length ? describeMajors(whole) : await lookupMajor(catalog, query)) };
      },
    }),
    lookup_college: tool({
      description:
        'Find colleges by name, campus name or everyday name (e.g. "University of Michigan", "Ohio State", "UCLA"), read whole-word like the question; "community college" alone names none. Returns average net price per year, completion rate, admission rate, median debt and earnings (College Scorecard). Rates are 0-1. null means not reported. A name several colleges share (e.g. "University of California") returns all of them: ask the student which one.',
      inputSchema: z.object({ query: z.string().min(2).max(120) }),
      execute: async ({ query }) => ({ colleges: keep(await lookupCollege(catalog, query)) }),
    }),
    loan_payment: tool({
      description:
        'Monthly payment, total paid and interest on a federal undergraduate loan at the current rate. Leave years out to use the standard plan’s term for that balance.',
      inputSchema: z.object({ principal: amount.min(1), years: z.number().int().min(1).max(30).optional() }),
      execute: async ({ principal, years }) => keep(loanPayment({ principal, years }, now)),
    }),
    financial_grade: tool({
      description:
        'Waypoint’s financial grade (A+ to F) for a planned total debt and an expected monthly income: debt ÷ (monthly income × 12).',
      inputSchema: z.object({ monthlyIncome: amount, plannedDebt: amount }),
      execute: async (input) => keep(gradeFor(input)),
    }),
    check_debt_for_path: tool({
      description:
        'Grade a total amount the student would borrow against a path: a major, career or college name as the student wrote it (e.g. "psychology", "art", "electrician", "Auburn University"), read whole-word like the question. Returns the financial grade on that path’s earnings (with their horizon), the monthly payment for all the loans together at their true cost (trueCost: the figure every Waypoint page gives for this debt), RAP, and the safe amount. Give annualSalary only if the student stated one.',
      inputSchema: z.object({ amount: amount.min(1), path: z.string().min(2).max(200), annualSalary: amount.min(1).optional() }),
      execute: async ({ amount: total, path, annualSalary }) => {
        const facts = await resolveQuestionFacts(path, catalog);
        const result = planFor(
          { ...facts, salary: annualSalary ?? null, debt: { total, text: `$${total}`, perYear: null, years: null } },
          now,
        );
        if (result) return keep(result);
        if (facts.collegeCandidates.length > 1)
          return {
            found: false,
            candidates: facts.collegeCandidates.map((college) => college.name),
            message: 'Several colleges go by that name: ask the student which one they mean.',
          };
        return { found: false, message: 'No major, career or college with earnings matches that name in Waypoint’s data.' };
      },
    }),
    college_price_or_choice: tool({
      description:
        'Answer a price, program or real-choice question from Waypoint’s data, written as the student asked it (e.g. "How much would I pay at Ohio State if my family makes $45,000?", "What do psychology graduates from Ohio State earn?", "Is a $40,000 loan for nursing at Ohio State safe?", "community college first or Ohio State?", "what if I go to community college first?" (with no college named it answers on the student’s own money plan), "an electrician apprenticeship instead of my $45,000 psychology plan?", "is nursing at Ohio State worth it?"). Returns the figures in words with their sources and years, and links to /colleges/<unitId> and /majors/<cip>; found false when the question names too little.',
      inputSchema: z.object({ question: z.string().min(5).max(500) }),
      execute: async ({ question }) => {
        const facts = await resolveQuestionFacts(question, catalog);
        const choice = await answerChoice(
          question,
          facts,
          await namedRows(question, catalog),
          {},
          catalog,
          now,
          'en',
          CATALOG_NAMES,
          saved?.moneyPlan ? { plan: saved.moneyPlan, saved: saved.colleges } : null,
        );
        return choice ? keep({ data: { kind: choice.kind, answer: choice.text }, sources: choice.sources }) : { found: false };
      },
    }),
    safe_borrowing: tool({
      description:
        'The most a student can borrow in total and keep a grade of A- or B+ on a given annual salary, the payments that would bring, and the federal loan limits for the years of study.',
      inputSchema: z.object({ annualSalary: amount.min(1), yearsOfStudy: z.number().int().min(1).max(6).default(4) }),
      execute: async (input) => keep(borrowingFor(input, now)),
    }),
  };
}

async function replyWithModel(writer: Writer, plan: Extract<ReplyPlan, { kind: 'ai' }>, options: ReplyOptions): Promise<ReplyOutcome> {
  const { ai } = plan;
  const provider = createOpenAICompatible({ name: 'counselor', baseURL: ai.baseUrl, apiKey: ai.apiKey, includeUsage: true });
  const timeout = options.timeout(ai.timeoutMs);
  const record = { sources: [] as CounselorSource[], results: [] as unknown[] };
  // The model gets the question's own numbers read the same way as the offline counselor's.
  const income = plan.context.finances?.monthlyIncome;
  const questionPlan = planFor(await resolveQuestionFacts(plan.question, plan.catalog), options.now, income ? income * 12 : null);
  if (questionPlan) {
    record.sources.push(...questionPlan.sources);
    record.results.push(questionPlan.data);
  }
  // The saved lists' figures are the student's results too: a reply may quote them.
  if (plan.saved) record.results.push(plan.saved);
  const language = options.language ?? 'en';
  const timedOut = translate(language)('counselor-replies.failure.timeout');
  const system = systemPrompt(plan.context, questionPlan?.data ?? null, plan.saved, language);
  const messages: ModelMessage[] = [
    ...plan.history.map((turn) => ({ role: turn.role, content: turn.content })),
    { role: 'user', content: plan.question },
  ];
  let providerError: unknown;
  const result = streamText({
    model: provider.chatModel(ai.model),
    system,
    messages,
    tools: counselorTools(plan.catalog, options.now, record, plan.saved),
    stopWhen: stepCountIs(5),
    maxOutputTokens: ai.maxOutputTokens,
    temperature: 0.2,
    maxRetries: 1,
    abortSignal: AbortSignal.any([options.stopSignal, timeout]),
    onError: ({ error }) => {
      providerError = error;
    },
  });
  let text = '';
  let errorText: string | null = null;
  const stream = result.toUIMessageStream<CounselorUIMessage>({
    sendStart: false,
    sendFinish: false,
    sendReasoning: false,
    onError: (error) => {
      providerError ??= error;
      return timeout.aborted ? timedOut : providerErrorMessage(error, language);
    },
  });
  try {
    for await (const chunk of stream) {
      // The browser needs the words and errors; tool calls show up as the sources list instead.
      if (chunk.type === 'text-start' || chunk.type === 'text-end') writer.write(chunk);
      else if (chunk.type === 'text-delta') {
        text += chunk.delta;
        writer.write(chunk);
      } else if (chunk.type === 'error') errorText = chunk.errorText;
    }
  } catch (error) {
    // A connection dropped mid-stream ends the stream with a throw; what arrived before it is kept.
    providerError ??= error;
  }
  if (timeout.aborted && !options.stopSignal.aborted) errorText = timedOut;
  if (providerError && !errorText && !options.stopSignal.aborted) errorText = providerErrorMessage(providerError, language);
  if (providerError || errorText)
    options.logger.warn({ err: providerError, timeout: timeout.aborted }, 'counselor: the AI provider failed');

  const sources = sourcesIn(language, uniqueSources(record.sources), await shownNames(language, plan.catalog));
  if (sources.length) writer.write({ type: 'data-sources', data: sources });
  const unverified = unverifiedFigures(text, groundedNumbers([...record.results, plan.context]));
  if (unverified.length) writer.write({ type: 'data-unverified', data: unverified });
  if (errorText) writer.write({ type: 'error', errorText });

  let tokens = 0;
  try {
    tokens = (await result.totalUsage).totalTokens ?? 0;
  } catch {
    // A failed or stopped stream may report no usage.
  }
  // A provider that reports no usage is charged by length (about four characters a token) so the cap still holds.
  if (!tokens) tokens = Math.ceil((system.length + JSON.stringify(messages).length + text.length) / 4);
  const status: ReplyStatus = errorText ? 'error' : options.stopSignal.aborted ? 'stopped' : 'complete';
  return { text, sources, status, answeredBy: 'ai', tokens };
}

export function counselorReply(options: ReplyOptions): Response {
  const { plan } = options;
  const language = options.language ?? 'en';
  const failed = translate(language)('counselor-replies.failure.somethingWrong');
  const answeredBy: ReplyOutcome['answeredBy'] = plan.kind === 'safety' ? 'safety' : plan.kind;
  const stream = createUIMessageStream<CounselorUIMessage>({
    execute: async ({ writer }) => {
      writer.write({
        type: 'start',
        messageMetadata: { answeredBy, ...(options.conversationId ? { conversationId: options.conversationId } : {}) },
      });
      let outcome: ReplyOutcome;
      try {
        if (plan.kind === 'safety') {
          const reply = crisisReply(plan.crisis, language);
          const text = await writeText(writer, reply.text, null);
          writer.write({ type: 'data-sources', data: reply.sources });
          outcome = { text, sources: reply.sources, status: 'complete', answeredBy, tokens: 0 };
        } else if (plan.kind === 'offline') {
          const reply = await answerOffline(plan.question, plan.context, plan.catalog, options.now, plan.saved, language);
          const text = await writeText(writer, reply.text, options.stopSignal);
          if (reply.sources.length) writer.write({ type: 'data-sources', data: reply.sources });
          outcome = { text, sources: reply.sources, status: options.stopSignal.aborted ? 'stopped' : 'complete', answeredBy, tokens: 0 };
        } else {
          outcome = await replyWithModel(writer, plan, options);
        }
      } catch (error) {
        options.logger.error({ err: error }, 'counselor: the reply failed');
        writer.write({ type: 'error', errorText: failed });
        outcome = { text: '', sources: [], status: 'error', answeredBy, tokens: 0 };
      }
      writer.write({ type: 'finish' });
      await options.onDone(outcome).catch((error: unknown) => options.logger.error({ err: error }, 'counselor: could not save the reply'));
    },
    onError: () => failed,
  });
  return createUIMessageStreamResponse({
    stream,
    // Compression would buffer the stream; proxies must not either.
    headers: { 'Cache-Control': 'no-store, no-transform', 'X-Accel-Buffering': 'no' },
    // Keep reading after the browser leaves, so a stopped reply still reaches onDone and is saved.
    consumeSseStream: ({ stream: copy }) => consumeStream({ stream: copy }),
  });
}

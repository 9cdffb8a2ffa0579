import type { Resolver } from 'react-hook-form';
import type { Feedback } from '@domain/feedback/schemas';
import { lazyZodResolver } from '@client/shared/lib/lazy-zod-resolver';

/** What the form holds while editing: choices start empty, which the schema (rightly) rejects. */
export interface FeedbackFormValues {
  rating: number | null;
  usefulness: number | null;
  category: string;
  message: string;
  currentTools: string;
  featureRequests: string;
  willingness_to_pay: number;
  email: string;
}

export const EMPTY_FORM: FeedbackFormValues = {
  rating: null,
  usefulness: null,
  category: '',
  message: '',
  currentTools: '',
  featureRequests: '',
  willingness_to_pay: 0,
  email: '',
};

// The shared schema parses the form (loaded on first use); its input type is the finished payload, so the empty start needs this cast.
export const feedbackResolver = lazyZodResolver(() =>
  import('@domain/feedback/schemas').then((module) => module.feedbackInputSchema),
) as unknown as Resolver<FeedbackFormValues, unknown, Feedback>;

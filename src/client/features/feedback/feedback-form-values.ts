import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { feedbackInputSchema, type Feedback } from '@domain/feedback/schemas';

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

// The shared schema parses the form; its input type is the finished payload, so the empty start needs this cast.
export const feedbackResolver = zodResolver(feedbackInputSchema) as unknown as Resolver<FeedbackFormValues, unknown, Feedback>;

import { z } from '@domain/zod';
import { readableName } from '@domain/text/names';
import type { ErrorCode } from '@locales/keys';

export const USER_TYPES = ['Student', 'Parent', 'Educator'] as const;

export type UserType = (typeof USER_TYPES)[number];

/*
 * The schema's messages are error codes: the browser (react-hook-form) and the server's 400 (`fieldCodes`) give
 * the same code, and each language's catalog words it (the English is the spec's, in src/locales/en/auth.ts).
 */
export const FILL_OUT_ALL_FIELDS = 'auth.fillOutAllFields' satisfies ErrorCode;
export const INVALID_BIRTH_YEAR = 'auth.invalidBirthYear' satisfies ErrorCode;
export const INVALID_BIRTH_MONTH = 'auth.invalidBirthMonth' satisfies ErrorCode;
export const FUTURE_BIRTH_DATE = 'auth.futureBirthDate' satisfies ErrorCode;
export const FULL_NAME_TOO_LONG = 'auth.fullNameTooLong' satisfies ErrorCode;

const MIN_BIRTH_YEAR = 1900;

const fullNameSchema = z
  .string({ error: FILL_OUT_ALL_FIELDS })
  .check(z.trim(), z.minLength(1, FILL_OUT_ALL_FIELDS), z.maxLength(100, FULL_NAME_TOO_LONG), readableName());

const userTypeSchema = z.enum(USER_TYPES, { error: FILL_OUT_ALL_FIELDS });

// An empty number input reaches the schema as NaN (valueAsNumber) or null; both mean "not given".
const birthPartSchema = z.nullish(z.union([z.number(), z.nan()], { error: FILL_OUT_ALL_FIELDS }));

const isGiven = (value: number | null | undefined): value is number => typeof value === 'number' && !Number.isNaN(value);

export type CompleteProfile =
  | { fullName: string; userType: 'Student'; birthMonth: number; birthYear: number }
  | {
      fullName: string;
      userType: Exclude<UserType, 'Student'>;
      birthMonth?: undefined;
      birthYear?: undefined;
    };

/** `now` is injectable so the "current year" and "future date" rules can be tested. */
export function createCompleteProfileSchema(now: () => Date = () => new Date()) {
  const profileFields = z
    .object({
      fullName: fullNameSchema,
      userType: userTypeSchema,
      birthMonth: birthPartSchema,
      birthYear: birthPartSchema,
    })
    .check(
      z.superRefine((profile, ctx) => {
        if (profile.userType !== 'Student') {
          return;
        }
        const { birthMonth, birthYear } = profile;
        const today = now();
        const currentYear = today.getFullYear();

        let validMonth: number | undefined;
        if (!isGiven(birthMonth)) {
          ctx.addIssue({ code: 'custom', path: ['birthMonth'], message: FILL_OUT_ALL_FIELDS });
        } else if (!Number.isInteger(birthMonth) || birthMonth < 1 || birthMonth > 12) {
          ctx.addIssue({ code: 'custom', path: ['birthMonth'], message: INVALID_BIRTH_MONTH });
        } else {
          validMonth = birthMonth;
        }

        let validYear: number | undefined;
        if (!isGiven(birthYear)) {
          ctx.addIssue({ code: 'custom', path: ['birthYear'], message: FILL_OUT_ALL_FIELDS });
        } else if (!Number.isInteger(birthYear) || birthYear < MIN_BIRTH_YEAR || birthYear > currentYear) {
          ctx.addIssue({ code: 'custom', path: ['birthYear'], message: INVALID_BIRTH_YEAR });
        } else {
          validYear = birthYear;
        }

        if (validMonth !== undefined && validYear === currentYear && validMonth > today.getMonth() + 1) {
          ctx.addIssue({ code: 'custom', path: ['birthMonth'], message: FUTURE_BIRTH_DATE });
        }
      }),
    );
  return z.pipe(
    profileFields,
    z.transform((profile: z.output<typeof profileFields>, ctx): CompleteProfile => {
      if (profile.userType !== 'Student') {
        return { fullName: profile.fullName, userType: profile.userType };
      }
      const { birthMonth, birthYear } = profile;
      if (!isGiven(birthMonth) || !isGiven(birthYear)) {
        // Unreachable after superRefine; kept so the output type needs no cast.
        // (mini's transform context has no addIssue: the issue goes on the payload as classic's addIssue put it.)
        ctx.issues.push({ code: 'custom', message: FILL_OUT_ALL_FIELDS, input: profile });
        return z.NEVER;
      }
      return { fullName: profile.fullName, userType: 'Student', birthMonth, birthYear };
    }),
  );
}

export const completeProfileSchema = createCompleteProfileSchema();

export type CompleteProfileInput = z.input<typeof completeProfileSchema>;

/** The languages an account can choose. */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const updateProfileSchema = z
  .object({
    fullName: z.optional(fullNameSchema),
    userType: z.optional(userTypeSchema),
    language: z.optional(z.enum(LANGUAGES)),
  })
  .check(
    z.refine((update) => update.fullName !== undefined || update.userType !== undefined || update.language !== undefined, {
      message: FILL_OUT_ALL_FIELDS,
    }),
  );

export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
export type UpdateProfile = z.output<typeof updateProfileSchema>;

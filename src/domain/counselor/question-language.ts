import type { Locale } from '@domain/i18n/locales';

/*
 * The language a question is written in, so the counselor answers in it whatever the page's language: a Spanish
 * question on an English page gets Spanish, and the other way round. Only a clear lead counts; a question with too
 * few telling words ("$40,000 nursing?") keeps the page's language. Words both languages use ("a", "me") count
 * for neither, so "a veces me quiero morir" is not read as English.
 */

const SPANISH_WORDS = new Set(
  'el la los las un una unos unas de del que qué es está esta estoy son para por con sin como cómo cuánto cuanto cuánta cuesta costaría pagaría pagar pago préstamo prestamo préstamos prestamos deuda estudiar estudio carrera universidad universidades mi mis mí yo tu tú si sí gana ganan ganaría ganar sueldo salario familia ingreso ingresos año años buena bueno idea vale pena seguro segura mejor quiero debería puedo pedir primero luego o y e más menos dólares mil trabajo oficio aprendiz veces siento morir vivir ayuda nadie triste solo sola nada'.split(
    ' ',
  ),
);

const ENGLISH_WORDS = new Set(
  'the an of is are was be for to in at on with without how much what which would will should could can do does did my i if it its this that loan loans debt study college university major worth pay cost earn earns make makes family graduates safe first or and more less dollars thousand job trade become want borrow'.split(
    ' ',
  ),
);

/** 'es' or 'en' when the question clearly reads as one of them, else null. */
export function questionLanguage(question: string): Locale | null {
  const text = question.toLowerCase();
  let spanish = /[¿¡ñ]/.test(text) ? 2 : 0;
  if (/[áéíóú]/.test(text)) spanish += 1;
  let english = 0;
  for (const word of text.match(/[\p{L}]+/gu) ?? []) {
    if (SPANISH_WORDS.has(word)) spanish += 1;
    if (ENGLISH_WORDS.has(word)) english += 1;
  }
  if (spanish >= 2 && spanish > english * 1.5) return 'es';
  if (english >= 2 && english > spanish * 1.5) return 'en';
  return null;
}

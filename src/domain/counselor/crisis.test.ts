import { describe, expect, it } from 'vitest';
import { crisisReply, detectCrisis } from './crisis';

describe('detectCrisis', () => {
  it.each([
    'I want to kill myself',
    'sometimes i think about suicide',
    'I’ve been cutting myself when I get stressed about grades',
    "I don't want to live anymore",
    'everyone would be better off without me',
    'I just want to end it all, college or not',
    'i want to die',
    'Thinking about self-harm again',
  ])('self-harm: %s', (message) => {
    expect(detectCrisis(message)).toBe('self-harm');
  });

  it.each([
    'My stepdad hits me when he drinks',
    'I am being abused at home',
    'my mom beats me if my grades drop',
    "I don't feel safe at home",
    "I'm scared to go home tonight",
    'I was sexually assaulted last year and can’t focus on applications',
  ])('abuse: %s', (message) => {
    expect(detectCrisis(message)).toBe('abuse');
  });

  it.each([
    'Which careers fit me?',
    'This debt is killing me, how do I pay it off faster?',
    'Is nursing school hard? The homework is killing me',
    'What does a mental health counselor earn?',
    'Compare Auburn University and University of Alaska Anchorage',
    'How much can I borrow without hurting my credit?',
    'What careers fit someone who likes to cut hair?',
  ])('not a crisis: %s', (message) => {
    expect(detectCrisis(message)).toBeNull();
  });
});

describe('crisisReply', () => {
  it('gives 988 first for self-harm, with Childhelp and 911', () => {
    const reply = crisisReply('self-harm');
    expect(reply.text).toMatch(/call or text \*\*988\*\*/);
    expect(reply.text.indexOf('988')).toBeLessThan(reply.text.indexOf('1-800-422-4453'));
    expect(reply.text).toContain('911');
    expect(reply.sources.map((s) => s.url)).toEqual(['https://988lifeline.org/', 'https://www.childhelphotline.org/']);
  });

  it('gives Childhelp first for abuse', () => {
    const reply = crisisReply('abuse');
    expect(reply.text.indexOf('1-800-422-4453')).toBeLessThan(reply.text.indexOf('**988**'));
    expect(reply.text).not.toMatch(/you should|try to talk/i);
  });
});

describe('Spanish', () => {
  it.each([
    'Me quiero morir',
    'quiero suicidarme',
    'A veces pienso en hacerme daño',
    'No quiero vivir más',
    'ya no quiero seguir',
    'He pensado en quitarme la vida',
    'todos estarían mejor sin mí',
    'me estoy cortando otra vez',
  ])('self-harm: %s', (message) => {
    expect(detectCrisis(message)).toBe('self-harm');
  });

  it.each([
    'Mi padrastro me pega cuando toma',
    'No me siento segura en mi casa',
    'Abusaron de mí el año pasado',
    'Me da miedo volver a casa',
  ])('abuse: %s', (message) => {
    expect(detectCrisis(message)).toBe('abuse');
  });

  it.each([
    '¿Qué carreras me convienen?',
    'Esta deuda me está matando, ¿cómo la pago más rápido?',
    '¿Cuánto gana un electricista?',
    'Quiero estudiar enfermería',
    '¿Cuánto puedo pedir prestado sin dañar mi crédito?',
  ])('not a crisis: %s', (message) => {
    expect(detectCrisis(message)).toBeNull();
  });

  it('answers in Spanish with 988 in Spanish (press 2, text AYUDA), Childhelp and 911', () => {
    const reply = crisisReply('self-harm', 'es');
    expect(reply.text).toContain('llama al **988** y marca **2**');
    expect(reply.text).toContain('**AYUDA**');
    expect(reply.text.indexOf('988')).toBeLessThan(reply.text.indexOf('1-800-422-4453'));
    expect(reply.text).toContain('911');
    expect(reply.text).not.toMatch(/\b(call|text|any time)\b/);
    expect(reply.sources[0]!.name).toMatch(/marca 2/);
    const abuse = crisisReply('abuse', 'es');
    expect(abuse.text.indexOf('1-800-422-4453')).toBeLessThan(abuse.text.indexOf('**988**'));
    expect(abuse.text).toMatch(/no es tu culpa/);
  });

  it('keeps the English reply unchanged by default', () => {
    expect(crisisReply('self-harm')).toEqual(crisisReply('self-harm', 'en'));
    expect(crisisReply('self-harm').text).toMatch(/^I’m really glad you said something/);
  });
});

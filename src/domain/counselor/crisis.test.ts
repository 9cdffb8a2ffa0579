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

import { describe, expect, it } from 'vitest';
import { includesRealName, leaderboardProfileSchema, NICKNAME_MESSAGES, nicknameKey } from './profile';

function nicknameError(nickname: unknown): string | undefined {
  const result = leaderboardProfileSchema.safeParse({ optedIn: true, nickname });
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('nicknames', () => {
  it.each(['Ace', 'Puzzle_Fox', 'Night Owl 2026', 'a'.repeat(20), 'Peacock', 'Grape-Ape', 'Skill Tree'])('accepts %j', (nickname) => {
    expect(nicknameError(nickname)).toBeUndefined();
  });

  it('trims and folds inner spaces', () => {
    expect(leaderboardProfileSchema.parse({ optedIn: true, nickname: '  Night   Owl ' })).toEqual({ optedIn: true, nickname: 'Night Owl' });
  });

  it.each([
    ['', NICKNAME_MESSAGES.required],
    [undefined, NICKNAME_MESSAGES.required],
    ['Al', NICKNAME_MESSAGES.length],
    ['a'.repeat(21), NICKNAME_MESSAGES.length],
    ['_under', NICKNAME_MESSAGES.characters],
    ['sam@mail', NICKNAME_MESSAGES.characters],
    ['sam.example', NICKNAME_MESSAGES.characters],
    ['Zoë', NICKNAME_MESSAGES.characters],
    ['call 55512', NICKNAME_MESSAGES.contact],
    ['www site', NICKNAME_MESSAGES.contact],
    ['my snapchat', NICKNAME_MESSAGES.contact],
    ['samgmail', NICKNAME_MESSAGES.contact],
    ['Waypoint Team', NICKNAME_MESSAGES.blocked],
    ['The_Admin', NICKNAME_MESSAGES.blocked],
    ['4dm1n', NICKNAME_MESSAGES.blocked],
    ['Moderator', NICKNAME_MESSAGES.blocked],
    ['sh1t-happens', NICKNAME_MESSAGES.blocked],
    ['B_I_T_C_H', NICKNAME_MESSAGES.blocked],
  ])('rejects %j', (nickname, message) => {
    expect(nicknameError(nickname)).toBe(message);
  });

  it('allows four digits, not five', () => {
    expect(nicknameError('Ace 2026')).toBeUndefined();
    expect(nicknameError('Ace 20261')).toBe(NICKNAME_MESSAGES.contact);
  });

  it('leaving needs no nickname; anything else is a clear error', () => {
    expect(leaderboardProfileSchema.parse({ optedIn: false, nickname: 'ignored' })).toEqual({ optedIn: false });
    expect(leaderboardProfileSchema.safeParse({ optedIn: 'yes' }).error?.issues[0]?.message).toBe(NICKNAME_MESSAGES.optedIn);
  });

  it('reads look-alike digits as letters', () => {
    expect(nicknameKey('Sh_1t-4ce')).toBe('shitace');
  });

  it('spots a real first or last name inside a nickname', () => {
    expect(includesRealName('SamTheGreat', 'Sam Student')).toBe(true);
    expect(includesRealName('Night Owl', 'Sam Student')).toBe(false);
    expect(includesRealName('5tudent99', 'Sam Student')).toBe(true);
    // Parts under three letters are too common to block ("Al", "Jo").
    expect(includesRealName('Alpine', 'Al Jo')).toBe(false);
  });
});

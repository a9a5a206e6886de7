import { describe, expect, it } from 'vitest'
import { profileFromClaims, providerShapes } from '../src/social/socialProviders.js'

const fromUser = (provider: 'github' | 'discord' | 'facebook' | 'x', reply: unknown) =>
  providerShapes[provider].profileFromUser?.(reply as Record<string, unknown>)

describe("the providers' answers, read into a profile", () => {
  it("Apple's ID token: the string 'true' verifies, the relay address counts, no name is fine", () => {
    expect(
      profileFromClaims({
        iss: 'https://appleid.apple.com',
        sub: '001234.5f8c3e9b0d6a4c2e8f1a7b3d9e0c4f21.1234',
        email: 'X7kq9@privaterelay.appleid.com',
        email_verified: 'true',
        is_private_email: 'true',
      }),
    ).toEqual({
      subject: '001234.5f8c3e9b0d6a4c2e8f1a7b3d9e0c4f21.1234',
      email: 'x7kq9@privaterelay.appleid.com',
      emailVerified: true,
      username: 'x7kq9@privaterelay.appleid.com',
    })
    // 'false', or any other spelling, does not.
    expect(
      profileFromClaims({ sub: '001.abc', email: 'a@example.com', email_verified: 'false' })
        ?.emailVerified,
    ).toBe(false)
    expect(
      profileFromClaims({ sub: '001.abc', email: 'a@example.com', email_verified: 'yes' })
        ?.emailVerified,
    ).toBe(false)
  })

  it("Google's and a generic issuer's claims: preferred_username, then name", () => {
    expect(
      profileFromClaims({
        sub: '110169484474386276334',
        email: 'Ada@Example.com',
        email_verified: true,
        name: 'Ada Lovelace',
      }),
    ).toEqual({
      subject: '110169484474386276334',
      email: 'ada@example.com',
      emailVerified: true,
      username: 'Ada Lovelace',
    })
    expect(profileFromClaims({ sub: 'u1', preferred_username: 'ada', name: 'Ada' })?.username).toBe(
      'ada',
    )
  })

  it('GitHub: a numeric id, the public e-mail (verified by GitHub), the login', () => {
    expect(
      fromUser('github', { id: 583231, login: 'octocat', email: 'octocat@github.com' }),
    ).toEqual({
      subject: '583231',
      email: 'octocat@github.com',
      emailVerified: true,
      username: 'octocat',
    })
    expect(fromUser('github', { id: 1, login: 'octocat', email: null })).toMatchObject({
      email: undefined,
      emailVerified: false,
    })
  })

  it("Discord: a snowflake string, 'verified' only with an e-mail, the username", () => {
    expect(
      fromUser('discord', {
        id: '80351110224678912',
        username: 'nelly',
        global_name: 'Nelly',
        email: 'nelly@example.com',
        verified: true,
      }),
    ).toEqual({
      subject: '80351110224678912',
      email: 'nelly@example.com',
      emailVerified: true,
      username: 'nelly',
    })
    expect(fromUser('discord', { id: '80351110224678912', verified: true })).toMatchObject({
      email: undefined,
      emailVerified: false,
    })
  })

  it('Facebook: the app-scoped id and name; its e-mail is never taken as verified', () => {
    expect(
      fromUser('facebook', { id: '10224478563820145', name: 'Ada L', email: 'ada@example.com' }),
    ).toEqual({
      subject: '10224478563820145',
      email: 'ada@example.com',
      emailVerified: false,
      username: 'Ada L',
    })
  })

  it('X: the user under `data`, no e-mail', () => {
    expect(
      fromUser('x', { data: { id: '2244994945', name: 'X Dev', username: 'XDevelopers' } }),
    ).toEqual({
      subject: '2244994945',
      email: undefined,
      emailVerified: false,
      username: 'XDevelopers',
    })
  })

  it('refuses an answer without a usable account id, and drops hostile fields', () => {
    // No id, or one that is not an id: no profile, so no account.
    expect(fromUser('github', { login: 'octocat' })).toBeUndefined()
    expect(fromUser('github', { id: { $ne: null } })).toBeUndefined()
    expect(fromUser('github', { id: -1 })).toBeUndefined()
    expect(fromUser('github', { id: 2 ** 60 })).toBeUndefined()
    expect(fromUser('discord', { id: '' })).toBeUndefined()
    expect(fromUser('discord', { id: '1 OR 1=1' })).toBeUndefined()
    expect(fromUser('facebook', { id: 'a'.repeat(300) })).toBeUndefined()
    expect(fromUser('x', { id: '2244994945' })).toBeUndefined()
    expect(fromUser('x', { data: null })).toBeUndefined()
    expect(fromUser('x', { data: 'nope' })).toBeUndefined()
    expect(profileFromClaims({ email: 'a@example.com' })).toBeUndefined()
    expect(profileFromClaims({ sub: ['1'] })).toBeUndefined()
    // Fields of the wrong type or shape are left out, not stored.
    expect(
      fromUser('discord', {
        id: '1',
        username: 'line\nbreak',
        email: 'not-an-email',
        verified: 'true',
      }),
    ).toEqual({ subject: '1', email: undefined, emailVerified: false, username: undefined })
    expect(fromUser('github', { id: 7, login: 'x'.repeat(201), email: ['a@b.c'] })).toEqual({
      subject: '7',
      email: undefined,
      emailVerified: false,
      username: undefined,
    })
    expect(
      profileFromClaims({ sub: 's', email: 42, email_verified: true, name: { first: 'a' } }),
    ).toEqual({ subject: 's', email: undefined, emailVerified: false, username: undefined })
  })
})

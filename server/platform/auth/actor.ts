/** Who did something: the verified token's subject and e-mail, or nobody signed in. */
export interface Actor {
  sub: string | null;
  email: string | null;
}

/** The actor of a public write (a comment, a signup). */
export const ANONYMOUS: Actor = { sub: null, email: null };

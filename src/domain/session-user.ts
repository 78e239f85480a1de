/** The signed-in user as pages see it (filled by the session middleware of src/auth). */
export interface SessionUser {
  seq: number;
  email: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
  /** The manufacturer this user works for, if any (report access). */
  coid: number | null;
}

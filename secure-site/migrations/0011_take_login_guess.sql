-- Issue 34: a login's try of the address's wrong-code budget in one round trip. The try was a
-- transaction of four round trips (BEGIN, the per-address advisory lock, the statement that
-- reads the lock and the budget and takes the try, COMMIT): the statement had to come after
-- the lock, alone, because a statement's snapshot starts with it. In a VOLATILE function each
-- statement takes its own snapshot, so this one reads after the lock is held, and the lock
-- ends with the caller's statement (its implicit transaction). Same lock keys as before
-- (31006, hashtext(email)), so instances of the previous version still take turns with these.
CREATE OR REPLACE FUNCTION gangway_take_login_guess(
  p_email text, p_now bigint, p_since bigint, p_budget bigint
) RETURNS TABLE (locked_until bigint, spent bigint, oldest bigint, id bigint)
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
BEGIN
  PERFORM pg_advisory_xact_lock(31006, hashtext(p_email));
  RETURN QUERY
    WITH lock AS (
      SELECT l.locked_until FROM login_locks l WHERE l.email = p_email AND l.locked_until > p_now
    ), budget AS (
      SELECT count(*) AS spent, min(g.guessed_at) AS oldest FROM login_guesses g
      WHERE g.email = p_email AND g.guessed_at > p_since
    ), taken AS (
      INSERT INTO login_guesses (email, guessed_at)
      SELECT p_email, p_now WHERE NOT EXISTS (SELECT 1 FROM lock)
        AND (SELECT b.spent FROM budget b) < p_budget
      RETURNING login_guesses.id
    )
    SELECT (SELECT lock.locked_until FROM lock), budget.spent, budget.oldest,
      (SELECT taken.id FROM taken)
    FROM budget;
END
$$;

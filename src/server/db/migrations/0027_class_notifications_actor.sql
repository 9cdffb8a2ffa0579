-- "You joined <class>" names the educator, so it now carries them as its actor and goes with their account.
-- Earlier ones were written without: each is tied to its membership (written in the same transaction, so within a
-- second of joined_at) and given the class's educator.
UPDATE "notifications" AS n
SET "actor_id" = c."educator_id"
FROM "class_members" AS m
JOIN "classes" AS c ON c."id" = m."class_id"
WHERE n."kind" = 'classes.joined'
  AND n."actor_id" IS NULL
  AND n."user_id" = m."student_id"
  AND abs(extract(epoch FROM (n."created_at" - m."joined_at"))) < 1;
--> statement-breakpoint
-- The rest belong to a membership that has ended (the student left, or the educator's account and class were
-- deleted): nothing ties them to a living account any more, and they may name a deleted one, so they go.
DELETE FROM "notifications" WHERE "kind" = 'classes.joined' AND "actor_id" IS NULL;

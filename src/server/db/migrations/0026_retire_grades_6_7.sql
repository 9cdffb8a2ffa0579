-- Classes for grades 6 and 7 are no longer offered (a student needs to be 13 to have an account). Those made
-- before stay readable with their members, but stop taking students: their join code and link are switched off.
UPDATE "classes" SET "join_enabled" = false WHERE "grade_level" IN (6, 7);

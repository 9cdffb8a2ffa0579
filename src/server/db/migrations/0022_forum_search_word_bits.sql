CREATE TABLE "forum_search_word_bits" (
	"lexeme" text NOT NULL,
	"chunk" integer NOT NULL,
	"bits" bit(8192) NOT NULL,
	CONSTRAINT "forum_search_word_bits_lexeme_chunk_pk" PRIMARY KEY("lexeme","chunk")
);
--> statement-breakpoint
CREATE TABLE "forum_search_words" (
	"lexeme" text PRIMARY KEY NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "forum_posts" ADD COLUMN "search_seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "forum_posts_search_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "forum_search_word_bits" ADD CONSTRAINT "forum_search_word_bits_lexeme_forum_search_words_lexeme_fk" FOREIGN KEY ("lexeme") REFERENCES "public"."forum_search_words"("lexeme") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Written by hand (ADR 0036): keeps the bits of the listed words in step with every post written, whoever writes it.
-- Statement-level on insert, so a bulk insert sets each chunk's bits in one upsert; row-level on an edit of the text.
CREATE FUNCTION "forum_search_word_bits_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "forum_search_word_bits" AS b ("lexeme", "chunk", "bits")
  SELECT w."lexeme", (p."search_seq" >> 13)::integer, bit_or(set_bit(0::bit(8192), (p."search_seq" & 8191)::integer, 1))
  FROM "new_posts" p JOIN "forum_search_words" w ON w."lexeme" = ANY (tsvector_to_array(p."search_vector"))
  GROUP BY 1, 2
  ON CONFLICT ("lexeme", "chunk") DO UPDATE SET "bits" = b."bits" | excluded."bits";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "forum_posts_search_word_bits_insert" AFTER INSERT ON "forum_posts"
  REFERENCING NEW TABLE AS "new_posts" FOR EACH STATEMENT EXECUTE FUNCTION "forum_search_word_bits_after_insert"();--> statement-breakpoint
CREATE FUNCTION "forum_search_word_bits_after_edit"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "forum_search_word_bits" AS b ("lexeme", "chunk", "bits")
  SELECT w."lexeme", (NEW."search_seq" >> 13)::integer, set_bit(0::bit(8192), (NEW."search_seq" & 8191)::integer, 1)
  FROM "forum_search_words" w WHERE w."lexeme" = ANY (tsvector_to_array(NEW."search_vector"))
  ON CONFLICT ("lexeme", "chunk") DO UPDATE SET "bits" = b."bits" | excluded."bits";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "forum_posts_search_word_bits_edit" AFTER UPDATE OF "title", "body" ON "forum_posts"
  FOR EACH ROW EXECUTE FUNCTION "forum_search_word_bits_after_edit"();

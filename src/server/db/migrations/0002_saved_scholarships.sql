CREATE TABLE "saved_scholarships" (
	"user_id" text NOT NULL,
	"scholarship_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_scholarships_user_id_scholarship_id_pk" PRIMARY KEY("user_id","scholarship_id")
);
--> statement-breakpoint
ALTER TABLE "saved_scholarships" ADD CONSTRAINT "saved_scholarships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
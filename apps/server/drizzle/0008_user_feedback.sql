CREATE TABLE "user_feedback" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"survey_id" integer,
	"rating" smallint,
	"comment" text
);
--> statement-breakpoint
CREATE INDEX "user_feedback_survey_idx" ON "user_feedback" USING btree ("survey_id","id");
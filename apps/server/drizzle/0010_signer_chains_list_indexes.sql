CREATE TABLE "staff_chain_signers" (
	"chain_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "staff_chain_signers_chain_id_user_id_pk" PRIMARY KEY("chain_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "staff_chains" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_chains_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"name" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"date_edit" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_signers" (
	"user_id" integer NOT NULL,
	"signer_id" integer NOT NULL,
	"position" integer NOT NULL,
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_signers_user_id_signer_id_pk" PRIMARY KEY("user_id","signer_id")
);
--> statement-breakpoint
DROP INDEX "applications_date_want_idx";--> statement-breakpoint
ALTER TABLE "staff_chain_signers" ADD CONSTRAINT "staff_chain_signers_chain_id_staff_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."staff_chains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_chain_signers" ADD CONSTRAINT "staff_chain_signers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_signers" ADD CONSTRAINT "user_signers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_signers" ADD CONSTRAINT "user_signers_signer_id_users_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_chain_signers_order_idx" ON "staff_chain_signers" USING btree ("chain_id","position");--> statement-breakpoint
CREATE INDEX "staff_chains_status_idx" ON "staff_chains" USING btree ("status","name");--> statement-breakpoint
CREATE INDEX "user_signers_order_idx" ON "user_signers" USING btree ("user_id","position");--> statement-breakpoint
CREATE INDEX "applications_date_want_sort_idx" ON "applications" USING btree (coalesce("date_want", '9999-12-31'::date),"id");--> statement-breakpoint
CREATE INDEX "applications_live_idx" ON "applications" USING btree ("id") WHERE "applications"."status" not in ('delete', 'deleted');
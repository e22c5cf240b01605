CREATE TABLE "approval_reminders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "approval_reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"invoice_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"mark" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "approval_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"name" text NOT NULL,
	"sum_from" numeric(18, 2),
	"sum_to" numeric(18, 2),
	"organization_id" integer,
	"expenditure_id" integer,
	"kind" text,
	"staff_chain_id" integer,
	"user_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mode" text DEFAULT 'order' NOT NULL,
	"required" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_approval_steps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_approval_steps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"invoice_id" integer NOT NULL,
	"step" smallint NOT NULL,
	"position" smallint DEFAULT 1 NOT NULL,
	"user_id" integer NOT NULL,
	"mode" text DEFAULT 'order' NOT NULL,
	"required" smallint DEFAULT 1 NOT NULL,
	"source" text DEFAULT 'rule' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_signatures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_signatures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"invoice_id" integer NOT NULL,
	"interval_id" integer,
	"step" smallint NOT NULL,
	"user_id" integer NOT NULL,
	"signed_by" integer NOT NULL,
	"decision" text NOT NULL,
	"reason" text,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signer_substitutes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "signer_substitutes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"user_id" integer NOT NULL,
	"substitute_id" integer NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "approval_reminders_key" ON "approval_reminders" USING btree ("invoice_id","user_id","mark");--> statement-breakpoint
CREATE INDEX "approval_rules_sort_idx" ON "approval_rules" USING btree ("status","sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_approval_steps_key" ON "invoice_approval_steps" USING btree ("invoice_id","user_id");--> statement-breakpoint
CREATE INDEX "invoice_approval_steps_user_idx" ON "invoice_approval_steps" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "invoice_signatures_invoice_idx" ON "invoice_signatures" USING btree ("invoice_id","status");--> statement-breakpoint
CREATE INDEX "invoice_signatures_interval_idx" ON "invoice_signatures" USING btree ("interval_id");--> statement-breakpoint
CREATE UNIQUE INDEX "signer_substitutes_user_key" ON "signer_substitutes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "signer_substitutes_substitute_idx" ON "signer_substitutes" USING btree ("substitute_id");
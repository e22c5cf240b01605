CREATE TABLE "invoice_intervals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_intervals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"date_edit" timestamp with time zone,
	"invoice_id" integer NOT NULL,
	"type" text DEFAULT 'initial' NOT NULL,
	"date" date NOT NULL,
	"sum" numeric(18, 2) NOT NULL,
	"condition" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"register_id" integer,
	"extract_line_id" integer,
	"date_paid" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "invoice_intervals_invoice_idx" ON "invoice_intervals" USING btree ("invoice_id","id");--> statement-breakpoint
CREATE INDEX "invoice_intervals_status_date_idx" ON "invoice_intervals" USING btree ("status","date","id");--> statement-breakpoint
CREATE INDEX "invoice_intervals_register_idx" ON "invoice_intervals" USING btree ("register_id","id");
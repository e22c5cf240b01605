CREATE TABLE "payment_registers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_registers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"date_edit" timestamp with time zone,
	"number" text NOT NULL,
	"date" date NOT NULL,
	"kind" text DEFAULT 'preliminary' NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"who_sign" integer,
	"date_sign" timestamp with time zone,
	"note" text
);
--> statement-breakpoint
CREATE INDEX "payment_registers_date_idx" ON "payment_registers" USING btree ("date","id");
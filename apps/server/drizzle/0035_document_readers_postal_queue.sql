CREATE TABLE "document_postal_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_postal_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"number" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer
);
--> statement-breakpoint
CREATE TABLE "document_queue" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_queue_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"category_id" integer,
	"inbox" text DEFAULT 'incoming' NOT NULL,
	"note" text,
	"state" text DEFAULT 'waiting' NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recognized_at" timestamp with time zone,
	"scan_key" text,
	"scan_name" text,
	"document_id" integer,
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer
);
--> statement-breakpoint
CREATE TABLE "document_readers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_readers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"date_read" timestamp with time zone,
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer
);
--> statement-breakpoint
CREATE INDEX "document_postal_items_document_idx" ON "document_postal_items" USING btree ("document_id","id") WHERE "document_postal_items"."status" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "document_postal_items_number_idx" ON "document_postal_items" USING btree ("number") WHERE "document_postal_items"."status" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "document_queue_code_idx" ON "document_queue" USING btree ("code");--> statement-breakpoint
CREATE INDEX "document_queue_state_idx" ON "document_queue" USING btree ("state","id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_readers_document_user_idx" ON "document_readers" USING btree ("document_id","user_id");--> statement-breakpoint
CREATE INDEX "document_readers_user_idx" ON "document_readers" USING btree ("user_id","document_id");
CREATE TABLE "currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"subunits" integer NOT NULL,
	"fiat" boolean NOT NULL,
	CONSTRAINT "currencies_subunits_power_of_ten" CHECK ("currencies"."subunits" IN (1, 10, 100, 1000, 1000000, 100000000)),
	CONSTRAINT "currencies_code_format" CHECK ("currencies"."code" ~ '^[A-Z]{3,5}$')
);

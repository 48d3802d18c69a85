-- "I have signed it": the date the will-maker signed the will (YYYY-MM-DD, as they would write it)
-- and where the original is kept (home | solicitor | register | government), set together.
ALTER TABLE "Will" ADD COLUMN "signedOn" TEXT;
ALTER TABLE "Will" ADD COLUMN "keptAt" TEXT;
ALTER TABLE "Will" ADD COLUMN "signingRecordedAt" TIMESTAMP(3);

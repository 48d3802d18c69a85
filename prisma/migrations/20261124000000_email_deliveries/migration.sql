-- Each email the pipeline sends, by its idempotency key: the intent is stored before sending and
-- the time after, so a retry after a crash between the two never sends the email again.
CREATE TABLE "EmailDelivery" (
    "key" TEXT NOT NULL,
    "intentAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMP(3),

    CONSTRAINT "EmailDelivery_pkey" PRIMARY KEY ("key")
);

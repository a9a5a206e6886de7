-- Issue 31: `connect` answers every address alike (`verify-otp`) and mails a code to a new
-- device of a wallet's address, so no approval link is mailed any more and the approval page
-- and its poll are gone. A link mailed before the upgrade expired within 10 minutes of being
-- sent; its row, and the table, go. (Its index goes with it.)
DROP TABLE IF EXISTS device_approvals;

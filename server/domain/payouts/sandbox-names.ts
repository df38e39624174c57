/*
 * Indian first and last names: the seeded customers, and the account holders the sandbox bank
 * answers with in its penny-drop check (docs/api-contract.md, payout checks).
 */
// prettier-ignore
export const FIRST_NAMES = [
  'Aarav', 'Vivaan', 'Aditya', 'Vihaan', 'Arjun', 'Sai', 'Reyansh', 'Ayaan', 'Krishna', 'Ishaan',
  'Rohan', 'Karan', 'Rahul', 'Amit', 'Suresh', 'Ramesh', 'Vikram', 'Manoj', 'Anil', 'Sanjay',
  'Priya', 'Ananya', 'Diya', 'Aadhya', 'Saanvi', 'Pari', 'Anika', 'Navya', 'Meera', 'Kavya',
  'Pooja', 'Neha', 'Sneha', 'Divya', 'Lakshmi', 'Sunita', 'Rekha', 'Anjali', 'Deepika', 'Shreya',
  'Harpreet', 'Gurpreet', 'Mohammed', 'Imran', 'Fatima', 'Ayesha', 'Joseph', 'Mary', 'Thomas',
  'Ravi',
] as const

// prettier-ignore
export const LAST_NAMES = [
  'Sharma', 'Verma', 'Gupta', 'Singh', 'Kumar', 'Patel', 'Shah', 'Mehta', 'Reddy', 'Rao', 'Nair',
  'Menon', 'Pillai', 'Iyer', 'Iyengar', 'Das', 'Banerjee', 'Chatterjee', 'Mukherjee', 'Ghosh',
  'Joshi', 'Kulkarni', 'Deshpande', 'Patil', 'Jain', 'Agarwal', 'Bansal', 'Malhotra', 'Kapoor',
  'Khanna', 'Chopra', 'Bhatia', 'Sethi', 'Gill', 'Sandhu', 'Khan', 'Ahmed', 'Qureshi', 'Fernandes',
  "D'Souza",
] as const

/** A made-up payer of a sandbox standing-QR payment: a name and a VPA that go together. */
export function sandboxPayer(): { name: string; vpa: string } {
  const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)] as T
  const first = pick(FIRST_NAMES)
  const last = pick(LAST_NAMES)
  const user = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '')
  return { name: `${first} ${last}`, vpa: `${user}@oksandbox` }
}

// The spec's variant voter fields (home shifted, staying outside, labharthi, approach, survey,
// alive …) and Devanagari names, added to a generated roll for the demo data, so every
// report has rows to show. Kept apart from roll-generator.ts so the benchmark roll stays as
// measured.
import type { VoterFields as AppVoterFields } from '../../../src/domain/voter.ts';
import type { VoterFields } from '../roll-generator.ts';
import { PARTIES } from './names.ts';
import type { Rng } from './prng.ts';

/** The roll's fields plus the app's variant fields (the specification's fields), typed from the app's record. */
export type DemoVoterFields = VoterFields &
  Pick<
    AppVoterFields,
    | 'homeShifted'
    | 'outside'
    | 'labharthicenter'
    | 'labharthistate'
    | 'labharthicandidate'
    | 'approachqty'
    | 'approachreason'
    | 'candidatename'
    | 'alive'
    | 'category'
  >;

const REASONS = ['Ration card', 'Pension', 'Road repair', 'Water supply', 'Job card'];
const CANDIDATES = ['Ram Prakash', 'Salma Begum', 'Harpreet Kaur', 'Vinod Yadav'];

/**
 * Common roll names as they are written in Devanagari. Spelling a Latin name in Devanagari
 * needs vowel lengths the Latin form does not carry (Yadav → यादव, Kamal → कमल), so only
 * names known here are written in Devanagari; the rest stay Latin.
 */
const DEVANAGARI: Record<string, string> = Object.fromEntries(
  `Sharma शर्मा, Verma वर्मा, Gupta गुप्ता, Singh सिंह, Yadav यादव, Mishra मिश्रा, Tiwari तिवारी,
  Pandey पांडे, Dubey दुबे, Shukla शुक्ला, Tripathi त्रिपाठी, Srivastava श्रीवास्तव, Chauhan चौहान,
  Patel पटेल, Jaiswal जायसवाल, Agarwal अग्रवाल, Maurya मौर्य, Pal पाल, Saxena सक्सेना,
  Chaudhary चौधरी, Joshi जोशी, Pathak पाठक, Soni सोनी, Gautam गौतम, Rai राय, Sahu साहू,
  Kumar कुमार, Ramesh रमेश, Suresh सुरेश, Mahesh महेश, Rajesh राजेश, Amit अमित, Sunil सुनील,
  Anil अनिल, Vijay विजय, Sanjay संजय, Manoj मनोज, Ashok अशोक, Rakesh राकेश, Dinesh दिनेश,
  Deepak दीपक, Rahul राहुल, Mohan मोहन, Shyam श्याम, Gopal गोपाल, Krishna कृष्णा, Ram राम,
  Prakash प्रकाश, Om ओम, Naresh नरेश, Mukesh मुकेश, Vinod विनोद, Santosh संतोष, Ravi रवि,
  Ajay अजय, Arjun अर्जुन, Vikas विकास, Sunita सुनीता, Anita अनीता, Geeta गीता, Sita सीता,
  Kavita कविता, Pooja पूजा, Priya प्रिया, Neha नेहा, Rekha रेखा, Meena मीना, Seema सीमा,
  Suman सुमन, Usha उषा, Asha आशा, Lata लता, Kamla कमला, Radha राधा, Laxmi लक्ष्मी, Mamta ममता,
  Jyoti ज्योति, Nisha निशा, Kiran किरण, Savita सविता, Sarita सरिता, Manju मंजू, Poonam पूनम,
  Devi देवी, Kumari कुमारी, Valmiki वाल्मीकि, Prajapati प्रजापति, Thakur ठाकुर, Lodhi लोधी,
  Rawat रावत, Rathore राठौर, Paswan पासवान, Jatav जाटव, Bajpai बाजपेयी, Nishad निषाद,
  Awasthi अवस्थी, Dwivedi द्विवेदी, Rajput राजपूत, Kewat केवट, Kushwaha कुशवाहा, Kashyap कश्यप,
  Kaur कौर, Kurmi कुर्मी, Baghel बघेल, Kori कोरी, Vishwakarma विश्वकर्मा, Idrisi इदरीसी,
  Saifi सैफ़ी, Rizvi रिज़वी, Naqvi नक़वी, Mansuri मंसूरी, Ansari अंसारी, Khan ख़ान, Shiv शिव,
  Shaikh शेख़, Qureshi क़ुरैशी, Farooqui फ़ारूक़ी, Usmani उस्मानी, Siddiqui सिद्दीक़ी, Alvi अल्वी,
  Malik मलिक, Hashmi हाशमी, Abdul अब्दुल, Abbasi अब्बासी, Satish सतीश, Mohd मोहम्मद,
  Radhey राधे, Bano बानो, Kuldeep कुलदीप, Khatoon ख़ातून, Raju राजू, Jitendra जितेंद्र,
  Alok आलोक, Virendra वीरेंद्र, Ayush आयुष, Jai जय, Harsh हर्ष, Uday उदय, Yogesh योगेश,
  Kamal कमल, Bal बाल, Chandan चंदन, Harish हरीश`
    .split(',')
    .map((pair) => pair.trim().split(' ') as [string, string]),
);

/** The name in Devanagari when every word of it is known, else undefined. */
export function toDevanagari(name: string): string | undefined {
  const words = name.split(/\s+/).map((w) => DEVANAGARI[w]);
  return words.every(Boolean) ? words.join(' ') : undefined;
}

/** Add variant fields to a share of voters, and write voters whose names are all known in Devanagari. */
export function withVariants(f: VoterFields, rng: Rng): DemoVoterFields {
  const out: DemoVoterFields = f;
  const hindi = [f.firstName, f.lastName, f.relation].map(toDevanagari);
  if (hindi.every(Boolean)) {
    [out.firstName, out.lastName, out.relation] = hindi as [string, string, string];
  }
  if (rng.chance(0.3)) out.homeShifted = rng.chance(0.15) ? 'Yes' : 'No';
  if (rng.chance(0.3)) out.outside = rng.chance(0.1) ? 'Yes' : 'No';
  if (rng.chance(0.1)) {
    out.labharthicenter = rng.pick(['TS1', 'Test']);
    out.labharthistate = rng.pick(['TS2', 'Test']);
    out.labharthicandidate = rng.pick(['TS3', 'test']);
  }
  if (rng.chance(0.15)) {
    out.approachqty = rng.int(1, 10);
    out.approachreason = rng.pick(REASONS);
  }
  if (rng.chance(0.2)) {
    out.candidatename = rng.pick(CANDIDATES);
    out.party = rng.pick(PARTIES);
  }
  out.alive = rng.chance(0.02) ? 'Dead' : 'Alive';
  if (rng.chance(0.2)) out.category = 'Category List';
  return out;
}

/**
 * The roll's serials as voters are generated (house by house, part by part): each call gives
 * the next serial of that part, from 1. Kept out of the generator, whose roll the benchmarks
 * measured; the demo data and the test rolls carry serials as a real roll does.
 */
export function rollSerials(): (partNumber: number) => number {
  const last = new Map<number, number>();
  return (partNumber) => {
    const next = (last.get(partNumber) ?? 0) + 1;
    last.set(partNumber, next);
    return next;
  };
}

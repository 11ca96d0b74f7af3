// Devanagari for every word the synthetic roll prints, so a Hindi edition is all Devanagari:
// the demo's dictionary (server/demo/roll/variants.ts) first, then the words it leaves out here.
// Kept apart so the demo roll keeps its mix of scripts and its tests their shares.
import { toDevanagari } from '../../server/demo/roll/variants.ts';

/** Names and places of server/demo/roll/names.ts that `toDevanagari` does not know. */
const MORE: Record<string, string> = Object.fromEntries(
  `Pradeep प्रदीप, Rohit रोहित, Lakhan लखन, Hari हरि, Prasad प्रसाद, Jagdish जगदीश, Umesh उमेश,
  Ankit अंकित, Aakash आकाश, Nitin नितिन, Gaurav गौरव, Saurabh सौरभ, Abhishek अभिषेक,
  Aditya आदित्य, Pankaj पंकज, Sachin सचिन, Bhola भोला, Nath नाथ, Kishan किशन, Balram बलराम,
  Devendra देवेंद्र, Dharmendra धर्मेंद्र, Surendra सुरेंद्र, Mahendra महेंद्र, Rajendra राजेंद्र,
  Narendra नरेंद्र, Shailendra शैलेंद्र, Anand आनंद, Arvind अरविंद, Brijesh बृजेश, Dilip दिलीप,
  Ganesh गणेश, Hemant हेमंत, Kailash कैलाश, Lalit ललित, Madan मदन, Lal लाल, Nand नंद,
  Kishore किशोर, Tarun तरुण, Vivek विवेक, Yash यश, Shubham शुभम, Sandeep संदीप, Pawan पवन,
  Rajiv राजीव, Chandra चंद्र, Shankar शंकर, Rita रीता, Neetu नीतू, Anjali अंजलि, Shanti शांति,
  Pushpa पुष्पा, Urmila उर्मिला, Saroj सरोज, Shobha शोभा, Sangeeta संगीता, Renu रेनू,
  Preeti प्रीति, Sapna सपना, Ritu रितु, Kusum कुसुम, Vimla विमला, Nirmala निर्मला, Kamlesh कमलेश,
  Babita बबीता, Sushma सुषमा, Archana अर्चना, Aarti आरती, Divya दिव्या, Swati स्वाति,
  Shweta श्वेता, Komal कोमल, Khushboo ख़ुशबू, Pinki पिंकी, Guddi गुड्डी, Rani रानी, Sarla सरला,
  Shakuntala शकुंतला, Kalawati कलावती, Dulari दुलारी, Phoolmati फूलमती, Rajkumari राजकुमारी,
  Shivani शिवानी, Ragini रागिनी, Muskan मुस्कान, Sakshi साक्षी, Anamika अनामिका,
  Mohammad मोहम्मद, Aslam असलम, Imran इमरान, Salim सलीम, Irfan इरफ़ान, Rashid राशिद,
  Shahid शाहिद, Javed जावेद, Arif आरिफ़, Asif आसिफ़, Nadeem नदीम, Naseem नसीम, Wasim वसीम,
  Sajid साजिद, Zubair ज़ुबैर, Faizan फ़ैज़ान, Aamir आमिर, Sameer समीर, Shoaib शोएब,
  Rahman रहमान, Kalam कलाम, Rafiq रफ़ीक़, Yusuf यूसुफ़, Iqbal इक़बाल, Akhtar अख़्तर,
  Anwar अनवर, Firoz फ़िरोज़, Haroon हारून, Kaleem कलीम, Mustafa मुस्तफ़ा, Naushad नौशाद,
  Rizwan रिज़वान, Shakeel शकील, Tariq तारिक़, Yasin यासीन, Shabnam शबनम, Nazia नाज़िया,
  Farzana फ़रज़ाना, Rukhsana रुख़साना, Shahana शहाना, Ruby रूबी, Nasreen नसरीन, Parveen परवीन,
  Reshma रेशमा, Salma सलमा, Sana सना, Ayesha आयशा, Fatima फ़ातिमा, Zainab ज़ैनब, Heena हीना,
  Afsana अफ़साना, Sabina सबीना, Shaista शाइस्ता, Tabassum तबस्सुम, Yasmeen यास्मीन,
  Gulshan गुलशन, Naziya नाज़िया, Bushra बुशरा, Alisha अलीशा, Mehnaz मेहनाज़, Noor नूर,
  Jahan जहाँ, Gurpreet गुरप्रीत, Harpreet हरप्रीत, Manpreet मनप्रीत, Jaswinder जसविंदर,
  Sukhwinder सुखविंदर, Baljeet बलजीत, Harjeet हरजीत, Gurmeet गुरमीत, Paramjeet परमजीत,
  Amarjeet अमरजीत, Daljeet दलजीत, Ranjit रणजीत, Jagjit जगजीत, Navdeep नवदीप, Simran सिमरन,
  Harleen हरलीन, Jasleen जसलीन, Manjeet मनजीत, Kulwant कुलवंत, Gurleen गुरलीन, Navneet नवनीत,
  Rajwinder राजविंदर, Sukhpreet सुखप्रीत, Amandeep अमनदीप, Parminder परमिंदर,
  Baljinder बलजिंदर, Gill गिल, Sandhu संधू, Sidhu सिद्धू, Dhillon ढिल्लों, Bajwa बाजवा,
  Grewal ग्रेवाल, Randhawa रंधावा,
  Rampur रामपुर, Shivpuri शिवपुरी, Gandhi गांधी, Nagar नगर, Azad आज़ाद, Nehru नेहरू,
  Colony कॉलोनी, Subhash सुभाष, Indira इंदिरा, Kalyanpur कल्याणपुर, Sitapur सीतापुर, Road रोड,
  Aliganj अलीगंज, Chinhat चिनहट, Mohanlalganj मोहनलालगंज, Bakshi बख़्शी, Ka का, Talab तालाब,
  Sarojini सरोजिनी, Gomti गोमती, Aminabad अमीनाबाद, Daliganj डालीगंज, Hussainganj हुसैनगंज,
  Lalbagh लालबाग़, Nishatganj निशातगंज, Mahanagar महानगर, Kapoorthala कपूरथला,
  Jankipuram जानकीपुरम, Khurram ख़ुर्रम, Faizullaganj फ़ैज़ुल्लागंज, Madiyaon मड़ियांव,
  Itaunja इटौंजा, Malihabad मलीहाबाद, Kakori काकोरी, Banthra बंथरा, Nigohan निगोहां,
  Gosainganj गोसाईंगंज, Sultanpur सुल्तानपुर, Ashiyana आशियाना, Alambagh आलमबाग़, Chowk चौक,
  Thakurganj ठाकुरगंज, Balaganj बालागंज, Saadatganj सआदतगंज, Yahiyaganj याहियागंज, Naka नाका,
  Hindola हिंडोला, Charbagh चारबाग़, Raja राजा, Bazar बाज़ार, Mohalla मोहल्ला`
    .split(',')
    .map((pair) => pair.trim().split(' ') as [string, string]),
);

/**
 * A Latin name or place written in Devanagari, word by word (numbers stay); NFC, so nukta
 * letters are always stored the same way. Throws on an unknown word: a Hindi edition must
 * never print Latin.
 */
export function inDevanagari(latin: string): string {
  const words = latin.split(/\s+/).map((w) => (/^\d+$/.test(w) ? w : (toDevanagari(w) ?? MORE[w])));
  const missing = latin.split(/\s+/).find((_, i) => !words[i]);
  if (missing !== undefined) throw new Error(`No Devanagari spelling for "${missing}"`);
  return words.join(' ').normalize('NFC');
}

const DIGITS = '०१२३४५६७८९';

/** Latin digits replaced by Devanagari ones (०–९), everything else as it was. */
export const devanagariDigits = (text: string): string =>
  text.replace(/[0-9]/g, (d) => DIGITS[Number(d)]!);

// Name and place vocabularies for the synthetic roll: common Hindi and Urdu/Punjabi names as
// they appear transliterated on North Indian electoral rolls, grouped by community so that a
// household's members share plausible names and a surname.

/** Split a comma-separated vocabulary (kept as text so the lists stay compact). */
const list = (text: string): readonly string[] =>
  text
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean);

export type Community = {
  /** Share of households, out of 100. */
  weight: number;
  religion: string;
  male: readonly string[];
  female: readonly string[];
  surnames: readonly string[];
};

const HINDU: Community = {
  weight: 78,
  religion: 'Hindu',
  male: list(`
    Ramesh, Suresh, Mahesh, Rajesh, Amit, Sunil, Anil, Vijay, Sanjay, Manoj, Ashok, Rakesh,
    Dinesh, Pradeep, Deepak, Rahul, Rohit, Arjun, Vikas, Ajay, Ravi, Mohan, Shyam, Gopal,
    Krishna, Ram Kumar, Lakhan, Hari Om, Shiv Kumar, Om Prakash, Ram Prasad, Jagdish, Naresh,
    Mukesh, Satish, Umesh, Yogesh, Ankit, Aakash, Nitin, Gaurav, Saurabh, Abhishek, Aditya,
    Harish, Kamal, Pankaj, Sachin, Vinod, Bhola Nath, Raju, Kishan, Balram, Devendra, Dharmendra,
    Jitendra, Virendra, Surendra, Mahendra, Rajendra, Narendra, Shailendra, Anand, Alok, Arvind,
    Brijesh, Chandan, Dilip, Ganesh, Hemant, Jai Prakash, Kailash, Lalit, Madan Lal,
    Nand Kishore, Prakash, Santosh, Tarun, Uday, Vivek, Yash, Shubham, Ayush, Harsh, Kuldeep,
    Sandeep, Pawan, Rajiv, Ramesh Chandra, Shiv Shankar, Ram Naresh, Bal Krishna, Sita Ram,
    Radhey Shyam
  `),
  female: list(`
    Sunita, Anita, Geeta, Sita, Rita, Kavita, Savita, Neetu, Pooja, Priya, Neha, Anjali, Kiran,
    Rekha, Meena, Seema, Suman, Usha, Asha, Lata, Kamla, Shanti, Pushpa, Urmila, Saroj, Radha,
    Laxmi, Sarita, Mamta, Shobha, Sangeeta, Renu, Manju, Poonam, Preeti, Jyoti, Sapna, Nisha,
    Ritu, Kusum, Vimla, Nirmala, Kamlesh, Babita, Sushma, Archana, Aarti, Divya, Swati, Shweta,
    Komal, Khushboo, Pinki, Guddi, Rani, Sarla, Shakuntala, Kalawati, Ram Dulari, Phoolmati,
    Rajkumari, Shivani, Ragini, Muskan, Sakshi, Anamika
  `),
  surnames: list(`
    Sharma, Verma, Gupta, Singh, Yadav, Mishra, Tiwari, Pandey, Dubey, Shukla, Tripathi,
    Srivastava, Chauhan, Rathore, Thakur, Patel, Jaiswal, Agarwal, Maurya, Kushwaha, Prajapati,
    Nishad, Pal, Rajput, Saxena, Chaudhary, Jatav, Valmiki, Rawat, Joshi, Pathak, Dwivedi,
    Awasthi, Bajpai, Soni, Vishwakarma, Lodhi, Gautam, Kashyap, Rai, Sahu, Kewat, Baghel, Kori,
    Paswan, Kurmi
  `),
};

const MUSLIM: Community = {
  weight: 18,
  religion: 'Muslim',
  male: list(`
    Mohammad Aslam, Imran, Salim, Irfan, Rashid, Shahid, Javed, Arif, Asif, Nadeem, Naseem,
    Wasim, Sajid, Zubair, Faizan, Aamir, Sameer, Shoaib, Abdul Rahman, Abdul Kalam, Mohd Rafiq,
    Mohd Yusuf, Iqbal, Akhtar, Anwar, Firoz, Haroon, Kaleem, Mustafa, Naushad, Rizwan, Shakeel,
    Tariq, Yasin
  `),
  female: list(`
    Shabnam, Nazia, Farzana, Rukhsana, Shahana, Ruby, Nasreen, Parveen, Reshma, Salma, Sana,
    Ayesha, Fatima, Zainab, Heena, Afsana, Sabina, Shaista, Tabassum, Yasmeen, Gulshan, Naziya,
    Bushra, Alisha, Mehnaz, Noor Jahan
  `),
  surnames: list(`
    Khan, Ansari, Qureshi, Siddiqui, Shaikh, Malik, Saifi, Rizvi, Hashmi, Alvi, Abbasi, Farooqui,
    Mansuri, Idrisi, Usmani, Naqvi
  `),
};

const SIKH: Community = {
  weight: 4,
  religion: 'Sikh',
  male: list(`
    Gurpreet, Harpreet, Manpreet, Jaswinder, Kuldeep, Sukhwinder, Baljeet, Harjeet, Gurmeet,
    Paramjeet, Amarjeet, Daljeet, Ranjit, Jagjit, Navdeep
  `),
  female: list(`
    Simran, Harleen, Jasleen, Manjeet, Kulwant, Gurleen, Navneet, Rajwinder, Sukhpreet, Amandeep,
    Parminder, Baljinder
  `),
  surnames: ['Singh', 'Kaur', 'Gill', 'Sandhu', 'Sidhu', 'Dhillon', 'Bajwa', 'Grewal', 'Randhawa'],
};

export const COMMUNITIES: readonly Community[] = [HINDU, MUSLIM, SIKH];

/** Villages, mohallas and wards; one per polling part, reused round-robin with a ward number. */
export const AREAS = list(`
  Rampur, Shivpuri, Gandhi Nagar, Azad Nagar, Nehru Colony, Subhash Nagar, Rajendra Nagar,
  Indira Nagar, Kalyanpur, Sitapur Road, Aliganj, Chinhat, Mohanlalganj, Bakshi Ka Talab,
  Sarojini Nagar, Gomti Nagar, Aminabad, Daliganj, Hussainganj, Lalbagh, Nishatganj, Mahanagar,
  Kapoorthala, Jankipuram, Vikas Nagar, Khurram Nagar, Faizullaganj, Madiyaon, Itaunja,
  Malihabad, Kakori, Banthra, Nigohan, Gosainganj, Sultanpur Road, Ashiyana, Krishna Nagar,
  Alambagh, Chowk, Thakurganj, Balaganj, Saadatganj, Yahiyaganj, Naka Hindola, Charbagh,
  Raja Bazar
`);

export const STREETS = ['Gali', 'Mohalla', 'Marg', 'Tola', 'Purwa', 'Basti'];

/** The specification's fields option lists. */
export const PARTIES = list(`
  Bharatiya Janata Party, Indian National Congress, Communist Party of India(Marxist),
  Communist Party of India, Bahujan Samaj Party, All India Trinamool Congress,
  Nationalist Congress Party, National People’s Party, Aam Aadmi Party
`);

export const EDUCATION = list(`
  Uneducated, 10th, 12th, Undergraduate, Graduate, Post Graduate, PHD, Other
`);

export const PROFESSIONS = list(`
  Student, Unemployed, Self Employed, Farmer, Teacher, Govt Forces, Job Pvt Sector,
  Job Govt Sector, Police officer, Dentist, Doctor, Journalist, CA / Account, Advocates,
  Engineer, Local Market Business, Corporate Business, School Owner, Hospital Owner,
  Multiple Business, Barber Salon, Driving Work Business, GIG WORKER, Daily Mazdoor,
  Local Market Worker, Other
`);
